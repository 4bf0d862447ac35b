import type { LeaderboardResult, SliceRow } from "@/lib/leaderboard/types";
import { formatDifference, formatDifferenceInterval, formatMetric } from "@/lib/format";
import { displayStep } from "@/lib/disclosure/display-step";
import { Table, Td, Th } from "@/components/ui/table";

/** LiveFact time slices: accuracy and macro-F1 per slice and mode, reasoning gap, SSA factor. */
export function SliceView({
  rows,
  slices,
  disclosure,
}: {
  rows: SliceRow[];
  slices: number[];
  disclosure: LeaderboardResult["release"];
}) {
  if (rows.length === 0)
    return (
      <p role="status" className="text-sm">
        No model to show for this window.
      </p>
    );
  const modes = ["classification", "inference"];
  return (
    <Table width="auto" density="compact" data-testid="slice-table">
      <caption className="text-left text-xs text-gray-700">
        Accuracy / macro-F1 per evidence slice (days around the claim date) and mode. Reasoning gap =
        inference accuracy at the earliest slice minus classification accuracy there. SSA factor = Δ × OTR ×
        100 (blank without shifted copies).
      </caption>
      <thead>
        <tr>
          <Th>Model</Th>
          <Th>n</Th>
          {slices.flatMap((s) =>
            modes.map((m) => (
              <Th key={`${s}${m}`} className="whitespace-nowrap">
                {s > 0 ? `+${s}` : s} {m === "classification" ? "class." : "infer."}
              </Th>
            )),
          )}
          <Th>Reasoning gap</Th>
          <Th>SSA factor</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.entryId}>
            <Td>{r.model}</Td>
            <Td align="right">{r.n}</Td>
            {slices.flatMap((s) =>
              modes.map((m) => {
                const v = r.slices[String(s)]?.[m];
                return (
                  <Td key={`${s}${m}`} className="whitespace-nowrap">
                    {v
                      ? `${formatMetric("accuracy", v.accuracy, { step: displayStep(disclosure, "accuracy", r.n) })} / ${formatMetric("macro_f1", v.macro_f1, { step: displayStep(disclosure, "macro_f1", r.n) })}`
                      : "—"}
                  </Td>
                );
              }),
            )}
            <Td className="whitespace-nowrap">
              {r.reasoningGap
                ? `${formatDifference("reasoning_gap", r.reasoningGap.value, { step: displayStep(disclosure, "reasoning_gap", r.n) })} ${formatDifferenceInterval("reasoning_gap", r.reasoningGap.low, r.reasoningGap.high, { step: displayStep(disclosure, "reasoning_gap", r.n) })}`
                : "—"}
            </Td>
            <Td>{r.ssa === null ? "—" : formatMetric("ssa.factor", r.ssa.factor)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
