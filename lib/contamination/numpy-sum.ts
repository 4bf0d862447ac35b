/**
 * Sum in the order NumPy's `ndarray.sum()` uses for float64 (pairwise summation
 * with 8 accumulators), so that totals are bit-identical to the SciPy reference
 * `M[rows, cols].sum()`, not merely close.
 */
export function sumLikeNumpy(values: readonly number[], start = 0, end = values.length): number {
  const n = end - start;
  if (n < 8) {
    let total = 0;
    for (let i = start; i < end; i++) total += values[i] ?? 0;
    return total;
  }
  if (n <= 128) {
    const r = values.slice(start, start + 8);
    const blockEnd = start + n - (n % 8);
    for (let i = start + 8; i < blockEnd; i += 8) {
      for (let k = 0; k < 8; k++) r[k] = (r[k] ?? 0) + (values[i + k] ?? 0);
    }
    const at = (k: number): number => r[k] ?? 0;
    let total = at(0) + at(1) + (at(2) + at(3)) + (at(4) + at(5) + (at(6) + at(7)));
    for (let i = blockEnd; i < end; i++) total += values[i] ?? 0;
    return total;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return sumLikeNumpy(values, start, start + half) + sumLikeNumpy(values, start + half, end);
}
