import type { ModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { formatDifference, formatDifferenceInterval, formatMetric, formatPValue } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/release/display-step";
import { P_VALUE_STEP } from "@/lib/release/release-policy";
import { Table, Td, Th } from "@/components/ui/table";

/** The model's metric on its contaminated vs uncontaminated claims, per split, with the bootstrap interval and p-value. */
export function ControlledComparison({ rows }: { rows: ModelContamination["controlled"] }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">Contaminated vs uncontaminated claims</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-700">
          No scored submission of this model is visible, so there is nothing to compare.
        </p>
      ) : (
        <Table width="auto" data-testid="controlled-comparison">
          <thead>
            <tr>
              <Th>Split</Th>
              <Th>Metric</Th>
              <Th align="right">Contaminated (n)</Th>
              <Th align="right">Uncontaminated (n)</Th>
              <Th align="right">Difference [95% CI]</Th>
              <Th align="right">p</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const c = r.comparison;
              const diff = {
                step: c ? displayDifferenceStep(r.release, c.metric, Math.min(c.a.n, c.b.n)) : null,
              };
              return (
                <tr key={r.split}>
                  <Td>
                    {r.split} ({r.kind})
                  </Td>
                  {c ? (
                    <>
                      <Td>{c.metric}</Td>
                      <Td align="right">
                        {formatMetric(c.metric, c.a.value, {
                          step: displayStep(r.release, c.metric, c.a.n),
                        })}{" "}
                        ({c.a.n})
                      </Td>
                      <Td align="right">
                        {formatMetric(c.metric, c.b.value, {
                          step: displayStep(r.release, c.metric, c.b.n),
                        })}{" "}
                        ({c.b.n})
                      </Td>
                      <Td align="right">
                        {formatDifference(c.metric, c.difference, diff)}{" "}
                        {c.interval
                          ? formatDifferenceInterval(c.metric, c.interval[0], c.interval[1], diff)
                          : ""}
                      </Td>
                      <Td align="right">
                        {formatPValue(c.pValue, { step: r.release.exact ? null : P_VALUE_STEP })}
                      </Td>
                    </>
                  ) : (
                    <Td colSpan={5}>{r.note}</Td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <p className="text-xs text-gray-700">
        Contaminated = flagged by every metric; unpaired bootstrap over claims (B = 1000, seed 0); two-sided
        p-value.
      </p>
    </section>
  );
}
