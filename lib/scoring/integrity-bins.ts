/**
 * Bins for integrity scores in [-1, 1] (DOMAIN.md §2). Boundaries (±1/3 for 3 bins,
 * ±1/6, ±1/2, ±5/6 for 7 bins) are compared with a tolerance so that floating-point
 * spellings of an exact boundary (0.3333333333333333, 1 - 2/3) land where the rational
 * value would.
 */
const EPS = 1e-9;

/** 3-bin decision: -1 (Negative, s < -1/3), 0 (NEI), +1 (Positive, s > 1/3). */
export function integrityBin3(score: number): -1 | 0 | 1 {
  if (score < -1 / 3 - EPS) return -1;
  if (score > 1 / 3 + EPS) return 1;
  return 0;
}

/**
 * 7-bin label as an integer k in -3..3 for the centre k/3; an exact tie between two
 * centres goes to the one nearer 0.
 */
export function integrityBin7(score: number): number {
  const scaled = Math.abs(score) * 3;
  const floor = Math.floor(scaled + EPS);
  const rest = scaled - floor;
  const magnitude = Math.min(3, rest > 0.5 + EPS ? floor + 1 : floor);
  return score < 0 && magnitude > 0 ? -magnitude : magnitude;
}
