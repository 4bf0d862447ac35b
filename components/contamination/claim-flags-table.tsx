import type { ContaminationMetric } from "@/lib/contamination";
import type { FlaggedClaim } from "@/lib/server/contamination/get-model-contamination";
import { metricLabel, num } from "./format";

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
    <div className="max-h-96 overflow-auto">
      <table className="text-sm" data-testid={testId}>
        <thead>
          <tr className="text-left">
            {[
              ["Claim", ""],
              ["Date", ""],
              ...metrics.map((m) => [metricLabel(m), "text-right"]),
              ["All metrics", ""],
            ].map(([label, align]) => (
              <th key={label} className={`p-2 ${align}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {claims.map((c) => (
            <tr key={c.claimId} className="border-t">
              <td className="p-2 font-mono">{c.claimId}</td>
              <td className="whitespace-nowrap p-2">{c.claimDate}</td>
              {metrics.map((m) => {
                const s = c.scores[m] ?? null;
                const isFlagged = s !== null && s >= (tau[m] ?? Infinity);
                return (
                  <td key={m} className={`p-2 text-right ${isFlagged ? "font-semibold text-red-800" : ""}`}>
                    {num(s)}
                    {isFlagged ? " ⚑" : ""}
                  </td>
                );
              })}
              <td className="p-2">{c.isStrict ? "yes" : "no"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
