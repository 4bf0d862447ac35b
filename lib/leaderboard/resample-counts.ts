import { LruCache } from "./lru-cache";

/** How often each of n claims is drawn in B resamples, claim i's counts at [i * B, (i + 1) * B). */
export type ResampleCounts = Uint16Array | Int32Array;

/** Count arrays up to this many cells (B × n; 2 bytes each below 65,536 claims) are kept. */
const MAX_CACHED_CELLS = 40_000_000;
const cache = new LruCache<ResampleCounts>(4);

/**
 * How often each of n claims is drawn in each of B bootstrap resamples: the draws of
 * lib/scoring `createFixedIndexSampler(seed, n)` (pure-rand's xoroshiro128+ with rejection
 * sampling, inlined; the test checks the two agree), B × n draws in one stream. They depend
 * only on (n, B, seed), and a board resamples many rows of the same size (every model on the
 * same splits), so the counts are drawn once and kept for the next rows and boards.
 */
export function resampleCounts(n: number, b: number, seed: number): ResampleCounts {
  const key = `${n}:${b}:${seed}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // A count is at most n, so below 65,536 claims two bytes hold it.
  const counts = n < 0x1_0000 ? new Uint16Array(n * b) : new Int32Array(n * b);
  // pure-rand xoroshiro128plus(seed) state.
  let s01 = -1;
  let s00 = ~seed;
  let s11 = seed | 0;
  let s10 = 0;
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (let r = 0; r < b; r += 1) {
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
      counts[(u % n) * b + r]! += 1;
      i += 1;
    }
  }
  if (n * b <= MAX_CACHED_CELLS) cache.set(key, counts);
  return counts;
}
