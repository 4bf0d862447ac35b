/**
 * Benchmark-level contamination summary (DOMAIN.md §4): S = mean of s over the
 * scored claims; claims with no score (empty oracle evidence) are left out.
 */
export interface ClaimContamination {
  claim_id: string;
  /** s on the metric's scale, or null when the claim has no oracle evidence. */
  score: number | null;
  contaminated: boolean;
}

export interface ContaminationSummary {
  /** Number of scored claims. */
  n: number;
  /** S = mean s over scored claims; null when n = 0. */
  mean: number | null;
  /** Number of flagged claims (a count, as the CLI contract prints it). */
  flagged: number;
  /** flagged / n as a fraction in [0, 1]; null when n = 0. */
  flaggedShare: number | null;
}

export function summarizeContamination(claims: readonly ClaimContamination[]): ContaminationSummary {
  const scores = claims.flatMap((c) => (c.score === null ? [] : [c.score]));
  const n = scores.length;
  const flagged = claims.filter((c) => c.contaminated).length;
  return {
    n,
    // Left-to-right sum, like the reference's Python sum(scores) / n.
    mean: n === 0 ? null : scores.reduce((total, s) => total + s, 0) / n,
    flagged,
    flaggedShare: n === 0 ? null : flagged / n,
  };
}
