import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/** Seeded uniform integer sampler: `draw(n)` is uniform on 0..n-1 (n <= 2^32). */
export function createIndexSampler(seed: number): (n: number) => number {
  const rng = xoroshiro128plus(seed);
  return (n) => {
    // Rejection sampling keeps every index equally likely.
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const u = rng.next() >>> 0;
      if (u < limit) return u % n;
    }
  };
}

/**
 * The same draws as `createIndexSampler(seed)` called with a fixed `n`, with the rejection
 * limit computed once: the bootstrap makes n × B draws (33 million for a large split).
 */
export function createFixedIndexSampler(seed: number, n: number): () => number {
  const rng = xoroshiro128plus(seed);
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  return () => {
    for (;;) {
      const u = rng.next() >>> 0;
      if (u < limit) return u % n;
    }
  };
}
