// Agreement of s ≥ τ with human labels over a grid of τ (pure).

export interface CalibrationPoint {
  tau: number;
  /** Share of labelled (claim, model) pairs where s ≥ τ equals the human judgement. */
  agreement: number;
}

export interface Calibration {
  n: number;
  points: CalibrationPoint[];
  /** The τ with the highest agreement (the smallest such τ on ties); null without labels. */
  best: CalibrationPoint | null;
}

/** τ from 0 to 1 in `steps` equal steps (101 points by default). Pairs without a score are left out. */
export function calibrateTau(
  pairs: readonly { score: number | null; isContaminated: boolean }[],
  steps = 100,
): Calibration {
  const scored = pairs.filter((p): p is { score: number; isContaminated: boolean } => p.score !== null);
  if (scored.length === 0) return { n: 0, points: [], best: null };
  const points: CalibrationPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const tau = i / steps;
    const agree = scored.filter((p) => p.score >= tau === p.isContaminated).length;
    points.push({ tau, agreement: agree / scored.length });
  }
  const best = points.reduce((a, b) => (b.agreement > a.agreement ? b : a));
  return { n: scored.length, points, best };
}
