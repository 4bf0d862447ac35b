import type { ContaminationMetric } from "@/lib/contamination/flags";
import type { FlaggedClaim } from "@/lib/server/contamination/get-model-contamination";
import { num } from "./format";
import { metricLabel } from "@/lib/scoring/metrics";
import { CardTable, type CardTableColumn } from "@/components/ui/row-cards";

/**
 * One row per (model, claim): the score under each metric, bold red where it flags (s ≥ τ),
 * and the strict flag. A table from 640 px, cards below, so a claim id never breaks inside
 * and a phone never scrolls sideways.
 */
export function ClaimFlagsTable({
  claims,
  metrics,
  tau,
  testId = "claim-flags",
}: {
  claims: FlaggedClaim[];
  metrics: ContaminationMetric[];
  tau: Record<ContaminationMetric, number>;
  testId?: string;
}) {
  const columns: CardTableColumn[] = [
    { label: "Claim", className: "font-mono whitespace-nowrap" },
    { label: "Date", className: "whitespace-nowrap" },
    ...metrics.map((m) => ({ label: metricLabel(m), align: "right" as const })),
    { label: "All metrics" },
  ];
  const rows = claims.map((c) => ({
    key: c.claimId,
    cells: [
      <span key="id" className="font-mono whitespace-nowrap">
        {c.claimId}
      </span>,
      c.claimDate,
      ...metrics.map((m) => {
        const s = c.scores[m] ?? null;
        const isFlagged = s !== null && s >= (tau[m] ?? Infinity);
        return (
          <span key={m} className={isFlagged ? "font-semibold text-red-800" : ""}>
            {num(s)}
            {isFlagged ? " ⚑" : ""}
          </span>
        );
      }),
      c.isStrict ? "yes" : "no",
    ],
  }));
  return (
    <div className="max-h-96 overflow-auto" tabIndex={0}>
      <CardTable columns={columns} rows={rows} testId={testId} />
    </div>
  );
}
