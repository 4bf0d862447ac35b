/** Integrity metrics: `mse`, `mae` on the [-1, 1] scale; `acc3`, `acc7` fractions in [0, 1]. */
export interface IntegrityMetrics {
  mse: number;
  mae: number;
  acc3: number;
  acc7: number;
}

/** Metrics from summed integrity contributions [n, Σ(p-g)², Σ|p-g|, acc3 hits, acc7 hits]. */
export function computeIntegrityMetrics(sums: ArrayLike<number>): IntegrityMetrics {
  const n = sums[0] ?? 0;
  const mean = (value: number | undefined): number => (n === 0 ? 0 : (value ?? 0) / n);
  return { mse: mean(sums[1]), mae: mean(sums[2]), acc3: mean(sums[3]), acc7: mean(sums[4]) };
}
