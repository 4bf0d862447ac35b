import type { ClaimContributions } from "@/lib/scoring/contributions";
import { resampleCounts } from "./resample-counts";

/**
 * The resamples of lib/scoring `forEachResample` (same seed, same draws, so the same
 * replicates up to floating-point summation order), made cheaper for boards: no grouping
 * of identical rows (boards hold many claims with continuous scores, where grouping costs
 * more than it saves) and the draws shared (resampleCounts). `visit` receives a reused
 * buffer of summed contributions.
 */
export function resampleClaims(
  c: ClaimContributions,
  options: { b: number; seed: number },
  visit: (sums: Float64Array) => void,
): void {
  const n = c.claimIds.length;
  if (n === 0 || options.b <= 0) return;
  const all = resampleCounts(n, options.b, options.seed);
  const sums = new Float64Array(c.dim);
  const { indices, values, offsets } = c;
  for (let r = 0; r < options.b; r += 1) {
    sums.fill(0);
    for (let row = 0; row < n; row += 1) {
      const weight = all[row * options.b + r]!;
      if (weight === 0) continue;
      const end = offsets[row + 1]!;
      for (let j = offsets[row]!; j < end; j += 1) sums[indices[j]!]! += weight * values[j]!;
    }
    visit(sums);
  }
}
