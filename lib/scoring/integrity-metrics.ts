/** Integrity metrics: `mse`, `mae` on the [-1, 1] scale; `acc3`, `acc7` fractions in [0, 1]. */
export type IntegrityMetrics = {
  mse: number;
  mae: number;
  acc3: number;
  acc7: number;
};

/** Metrics from summed integrity contributions [n, Σ(p-g)², Σ|p-g|, acc3 hits, acc7 hits]. */
export function computeIntegrityMetrics(sums: ArrayLike<number>): IntegrityMetrics {
  const n = sums[0] ?? 0;
  const mean = (value: number | undefined): number => (n === 0 ? 0 : (value ?? 0) / n);
  return { mse: mean(sums[1]), mae: mean(sums[2]), acc3: mean(sums[3]), acc7: mean(sums[4]) };
}

/**
 * Per-property result: `mse` over the claims that have gold for the property and predicted
 * it (`n`; NaN, stored as null, when none did) and `missing`, the claims with gold for it
 * whose prediction left the property out.
 */
export interface PropertyScore {
  mse: number;
  n: number;
  missing: number;
}

/** Property results from summed contributions (cells from `offset`, three per property). */
export function computePropertyScores(
  sums: ArrayLike<number>,
  names: readonly string[],
  offset: number,
): Record<string, PropertyScore> {
  return Object.fromEntries(
    names.map((name, i) => {
      const gold = sums[offset + 3 * i] ?? 0;
      const n = sums[offset + 3 * i + 1] ?? 0;
      const sq = sums[offset + 3 * i + 2] ?? 0;
      return [name, { mse: n === 0 ? Number.NaN : sq / n, n, missing: gold - n }];
    }),
  );
}
