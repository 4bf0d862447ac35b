import type { ContaminationMetric } from "@/lib/contamination/flags";
import type { ModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { ClaimFlagsTable } from "./claim-flags-table";
import { metricLabel } from "@/lib/scoring/metrics";

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
        <ClaimFlagsTable claims={postCutoff.claims} metrics={metrics} tau={tau} />
      )}
    </section>
  );
}
