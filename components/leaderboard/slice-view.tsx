import type { SliceRow } from "@/lib/leaderboard/types";
import { formatValue } from "./format";

/** LiveFact time slices: accuracy and macro-F1 per slice and mode, reasoning gap, SSA factor. */
export function SliceView({ rows, slices }: { rows: SliceRow[]; slices: number[] }) {
  if (rows.length === 0) return <p role="status" className="text-sm">No model to show for this window.</p>;
  const modes = ["classification", "inference"];
  return (
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid="slice-table">
        <caption className="text-left text-xs text-gray-700">Accuracy / macro-F1 per evidence slice (days around the claim date) and mode. Reasoning gap = inference accuracy at the earliest slice minus classification accuracy there. SSA factor = Δ × OTR × 100 (blank without shifted copies).</caption>
        <thead>
          <tr><th className="p-1 text-left">Model</th><th className="p-1">n</th>{slices.flatMap((s) => modes.map((m) => <th key={`${s}${m}`} className="p-1 whitespace-nowrap">{s > 0 ? `+${s}` : s} {m === "classification" ? "class." : "infer."}</th>))}<th className="p-1">Reasoning gap</th><th className="p-1">SSA factor</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.entryId} className="border-t">
              <td className="p-1">{r.model}</td><td className="p-1 text-right">{r.n}</td>
              {slices.flatMap((s) => modes.map((m) => {
                const v = r.slices[String(s)]?.[m];
                return <td key={`${s}${m}`} className="p-1 whitespace-nowrap">{v ? `${formatValue(v.accuracy)} / ${formatValue(v.macro_f1)}` : "—"}</td>;
              }))}
              <td className="p-1 whitespace-nowrap">{r.reasoningGap ? `${formatValue(r.reasoningGap.value)} [${formatValue(r.reasoningGap.low)}, ${formatValue(r.reasoningGap.high)}]` : "—"}</td>
              <td className="p-1">{r.ssa === null || !Number.isFinite(r.ssa.factor) ? "—" : r.ssa.factor.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
