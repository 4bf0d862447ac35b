// Agreement of s ≥ τ with human labels at every τ that gives a different set of flags (pure).

interface CalibrationPoint {
  tau: number;
  /** Share of labelled (claim, model) pairs where s ≥ τ equals the human judgement. */
  agreement: number;
}

export interface Calibration {
  n: number;
  /** One point per candidate τ, ascending. */
  points: CalibrationPoint[];
  /** The τ with the highest agreement (the smallest such τ on ties); null without labels. */
  best: CalibrationPoint | null;
}

/**
 * τ searched exactly over a finite set (DOMAIN.md §4): every distinct observed score (a τ
 * between two scores flags what the next score up flags, so no other τ agrees better), and
 * 1, which flags nothing that scores below it. Scores may be negative (cosine), and so may
 * the best τ. Pairs without a score are left out.
 */
export function calibrateTau(
  pairs: readonly { score: number | null; isContaminated: boolean }[],
): Calibration {
  const scored = pairs
    .filter((p): p is { score: number; isContaminated: boolean } => p.score !== null)
    .sort((a, b) => a.score - b.score);
  if (scored.length === 0) return { n: 0, points: [], best: null };
  const contaminated = scored.filter((p) => p.isContaminated).length;
  const points: CalibrationPoint[] = [];
  // Sweeping τ upwards over the sorted scores: pairs below τ are unflagged.
  let cleanBelow = 0;
  let contaminatedBelow = 0;
  let i = 0;
  const taus = [...new Set([...scored.map((p) => p.score), 1])].sort((a, b) => a - b);
  for (const tau of taus) {
    for (; i < scored.length && scored[i]!.score < tau; i++) {
      if (scored[i]!.isContaminated) contaminatedBelow++;
      else cleanBelow++;
    }
    points.push({ tau, agreement: (contaminated - contaminatedBelow + cleanBelow) / scored.length });
  }
  const best = points.reduce((a, b) => (b.agreement > a.agreement ? b : a));
  return { n: scored.length, points, best };
}
