import type { ContaminationMetric } from "@/lib/contamination";
import type { ModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { metricLabel, num } from "./format";

/** Claims dated after the model's cutoff that are still flagged: counted per metric and listed. */
export function PostCutoffList({
  postCutoff,
  metrics,
  tau,
}: {
  postCutoff: ModelContamination["postCutoff"];
  metrics: ContaminationMetric[];
  tau: Record<ContaminationMetric, number>;
}) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">Post-cutoff but contaminated</h2>
      <p className="text-sm" data-testid="post-cutoff-counts">
        {postCutoff.claimsAfter} claim(s) are dated after the cutoff {postCutoff.cutoff}. Still flagged:{" "}
        {metrics.map((m) => `${metricLabel(m)} ${postCutoff.flagged[m] ?? 0}`).join(" · ")} · every metric{" "}
        {postCutoff.flagged.strict ?? 0}.
      </p>
      {postCutoff.claims.length > 0 && (
        <div className="max-h-96 overflow-auto">
          <table className="text-sm">
            <thead>
              <tr className="text-left">
                <th className="p-2">Claim</th>
                <th className="p-2">Date</th>
                {metrics.map((m) => (
                  <th key={m} className="p-2 text-right">
                    {metricLabel(m)}
                  </th>
                ))}
                <th className="p-2">All metrics</th>
              </tr>
            </thead>
            <tbody>
              {postCutoff.claims.map((c) => (
                <tr key={c.claimId} className="border-t">
                  <td className="p-2 font-mono">{c.claimId}</td>
                  <td className="p-2">{c.claimDate}</td>
                  {metrics.map((m) => {
                    const s = c.scores[m] ?? null;
                    return (
                      <td
                        key={m}
                        className={`p-2 text-right ${s !== null && s >= (tau[m] ?? Infinity) ? "font-semibold text-red-800" : ""}`}
                      >
                        {num(s)}
                      </td>
                    );
                  })}
                  <td className="p-2">{c.isStrict ? "yes" : "no"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
