import type { ContaminationMetric } from "@/lib/contamination";
import type { FlaggedClaim } from "@/lib/server/contamination/get-model-contamination";
import { num } from "./format";
import { metricLabel } from "@/lib/scoring/metrics";
import { Table, Td, Th } from "@/components/ui/table";

/** One row per (model, claim): the score under each metric, bold red where it flags (s ≥ τ), and the strict flag. */
export function ClaimFlagsTable({
  claims,
  metrics,
  tau,
  testId,
}: {
  claims: FlaggedClaim[];
  metrics: ContaminationMetric[];
  tau: Record<ContaminationMetric, number>;
  testId?: string;
}) {
  return (
    <div className="max-h-96 overflow-auto" tabIndex={0}>
      <Table width="auto" data-testid={testId}>
        <thead>
          <tr>
            {[
              ["Claim", "left"] as const,
              ["Date", "left"] as const,
              ...metrics.map((m) => [metricLabel(m), "right"] as const),
              ["All metrics", "left"] as const,
            ].map(([label, align]) => (
              <Th key={label} align={align}>
                {label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {claims.map((c) => (
            <tr key={c.claimId}>
              <Td className="font-mono whitespace-nowrap">{c.claimId}</Td>
              <Td className="whitespace-nowrap">{c.claimDate}</Td>
              {metrics.map((m) => {
                const s = c.scores[m] ?? null;
                const isFlagged = s !== null && s >= (tau[m] ?? Infinity);
                return (
                  <Td key={m} align="right" className={isFlagged ? "font-semibold text-red-800" : ""}>
                    {num(s)}
                    {isFlagged ? " ⚑" : ""}
                  </Td>
                );
              })}
              <Td>{c.isStrict ? "yes" : "no"}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
