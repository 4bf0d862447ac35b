import type { ClaimContributions } from "@/lib/scoring/contributions";

/**
 * The resamples of lib/scoring `forEachResample` (same seed, same draws, so the same
 * replicates up to floating-point summation order), made cheaper for boards: no grouping
 * of identical rows (boards hold many claims with continuous scores, where grouping costs
 * more than it saves) and the sampler inlined. The draws are those of
 * `createIndexSampler(seed)`: pure-rand's xoroshiro128+ with rejection sampling; the test
 * checks the two agree. `visit` receives a reused buffer of summed contributions.
 */
export function resampleClaims(
  c: ClaimContributions,
  options: { b: number; seed: number },
  visit: (sums: Float64Array) => void,
): void {
  const n = c.claimIds.length;
  if (n === 0 || options.b <= 0) return;
  // pure-rand xoroshiro128plus(seed) state.
  let s01 = -1;
  let s00 = ~options.seed;
  let s11 = options.seed | 0;
  let s10 = 0;
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const counts = new Int32Array(n);
  const sums = new Float64Array(c.dim);
  const { indices, values, offsets } = c;
  for (let r = 0; r < options.b; r += 1) {
    counts.fill(0);
    for (let i = 0; i < n;) {
      const out = (s00 + s10) | 0;
      const a0 = s10 ^ s00;
      const a1 = s11 ^ s01;
      const t00 = s00;
      const t01 = s01;
      s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
      s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s10 = (a1 << 5) ^ (a0 >>> 27);
      s11 = (a0 << 5) ^ (a1 >>> 27);
      const u = out >>> 0;
      if (u >= limit) continue;
      counts[u % n]! += 1;
      i += 1;
    }
    sums.fill(0);
    for (let row = 0; row < n; row += 1) {
      const weight = counts[row]!;
      if (weight === 0) continue;
      const end = offsets[row + 1]!;
      for (let j = offsets[row]!; j < end; j += 1) sums[indices[j]!]! += weight * values[j]!;
    }
    visit(sums);
  }
}
