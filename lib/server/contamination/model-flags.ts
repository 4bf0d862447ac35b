// The claims a model's contamination page lists as flagged (get-model-contamination.ts), and
// the flagged and unflagged subsets its controlled comparison reads.
import "server-only";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import type { ClaimFlags } from "@/lib/contamination/summarize-scores";
import { formatDate } from "@/lib/format";
import type { ContaminationContext } from "./load-contamination-context";

/** A claim's scores for the model under each metric (flags are s ≥ τ), and its strict flag. */
export type FlaggedClaim = {
  claimId: string;
  claimDate: string;
  scores: Partial<Record<ContaminationMetric, number | null>>;
  isStrict: boolean;
};

/** A flagged claim with its date as a Date, to compare with the model's cutoff. */
export type DatedFlaggedClaim = FlaggedClaim & { date: Date };

/** Every visible claim some metric flags for the model (s ≥ τ), newest first. */
export function listFlaggedClaims(
  ctx: ContaminationContext,
  flags: Map<string, ClaimFlags>,
  metrics: readonly ContaminationMetric[],
): DatedFlaggedClaim[] {
  const tau = ctx.benchmark.tau;
  return [...ctx.claims.values()]
    .flatMap((c): DatedFlaggedClaim[] => {
      const f = flags.get(c.id);
      const isFlagged = (m: string) => (f?.scores[m] ?? -Infinity) >= (tau[m] ?? Infinity);
      if (!f || !metrics.some(isFlagged)) return [];
      const row = {
        claimId: c.externalId,
        claimDate: formatDate(c.claimDate),
        scores: f.scores,
        isStrict: f.isStrict,
      };
      return [{ ...row, date: c.claimDate }];
    })
    .sort((a, b) => b.claimDate.localeCompare(a.claimDate) || a.claimId.localeCompare(b.claimId));
}

/** The claims after the model's cutoff, and how many of them each metric (and the strict flag) flags. */
export function flagsAfterCutoff(
  ctx: ContaminationContext,
  allFlagged: readonly DatedFlaggedClaim[],
  metrics: readonly ContaminationMetric[],
  cutoff: Date,
): {
  claimsAfter: number;
  flagged: Partial<Record<ContaminationMetric | "strict", number>>;
  claims: FlaggedClaim[];
} {
  const tau = ctx.benchmark.tau;
  const after = [...ctx.claims.values()].filter((c) => c.claimDate > cutoff);
  const claims = allFlagged.filter((c) => c.date > cutoff).map(({ date: _d, ...c }) => c);
  const flagged: Partial<Record<ContaminationMetric | "strict", number>> = {
    strict: claims.filter((c) => c.isStrict).length,
  };
  for (const m of metrics)
    flagged[m] = claims.filter((c) => (c.scores[m] ?? -Infinity) >= (tau[m] ?? Infinity)).length;
  return { claimsAfter: after.length, flagged, claims };
}

/**
 * Contaminated: every metric flags the claim (the strict flag). Clean: no metric does, as in
 * the controlled set (DOMAIN §4); a claim only some metrics flag is on neither side. By
 * external claim id.
 */
export function flaggedSubsets(
  ctx: ContaminationContext,
  flags: Map<string, ClaimFlags>,
): { contaminated: Set<string>; clean: Set<string> } {
  const contaminated = new Set<string>();
  const clean = new Set<string>();
  for (const [claimId, f] of flags) {
    const ext = ctx.claims.get(claimId)?.externalId;
    if (!ext || !f.isAssessed) continue;
    if (f.isStrict) contaminated.add(ext);
    else if (!f.isAny) clean.add(ext);
  }
  return { contaminated, clean };
}
