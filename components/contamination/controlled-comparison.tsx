import type { ModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { formatDifference, formatDifferenceInterval, formatMetric, formatPValue } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/release/display-step";
import { P_VALUE_STEP } from "@/lib/release/release-policy";

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
        <div className="overflow-x-auto">
          <table className="text-sm" data-testid="controlled-comparison">
            <thead>
              <tr className="text-left">
                <th className="p-2">Split</th>
                <th className="p-2">Metric</th>
                <th className="p-2 text-right">Contaminated (n)</th>
                <th className="p-2 text-right">Uncontaminated (n)</th>
                <th className="p-2 text-right">Difference [95% CI]</th>
                <th className="p-2 text-right">p</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const c = r.comparison;
                const diff = {
                  step: c ? displayDifferenceStep(r.release, c.metric, Math.min(c.a.n, c.b.n)) : null,
                };
                return (
                  <tr key={r.split} className="border-t">
                    <td className="p-2">
                      {r.split} ({r.kind})
                    </td>
                    {c ? (
                      <>
                        <td className="p-2">{c.metric}</td>
                        <td className="p-2 text-right">
                          {formatMetric(c.metric, c.a.value, {
                            step: displayStep(r.release, c.metric, c.a.n),
                          })}{" "}
                          ({c.a.n})
                        </td>
                        <td className="p-2 text-right">
                          {formatMetric(c.metric, c.b.value, {
                            step: displayStep(r.release, c.metric, c.b.n),
                          })}{" "}
                          ({c.b.n})
                        </td>
                        <td className="p-2 text-right">
                          {formatDifference(c.metric, c.difference, diff)}{" "}
                          {c.interval
                            ? formatDifferenceInterval(c.metric, c.interval[0], c.interval[1], diff)
                            : ""}
                        </td>
                        <td className="p-2 text-right">
                          {formatPValue(c.pValue, { step: r.release.exact ? null : P_VALUE_STEP })}
                        </td>
                      </>
                    ) : (
                      <td className="p-2" colSpan={5}>
                        {r.note}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-gray-700">
        Contaminated = flagged by every metric; unpaired bootstrap over claims (B = 1000, seed 0); two-sided
        p-value.
      </p>
    </section>
  );
}
