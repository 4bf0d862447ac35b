import { holmAdjust } from "@/lib/scoring/holm";
import { letterDisplay } from "./letter-display";

/** Significance level of the tiers (Holm-adjusted over all pairs). */
const TIER_ALPHA = 0.05;

interface PairwiseTiers {
  /** Holm-adjusted p-values in the input order, 1 on the diagonal. */
  pAdjusted: number[][];
  /** Each entry's letters, in the input order. */
  tiers: string[];
}

/**
 * Tiers (DOMAIN.md §9) from the board's joint bootstrap: `point[e]` and `replicates[e][r]`
 * are entry e's ranked metric at the point and in resample r (the same draws for every
 * entry). Each pair's p-value is the compare page's (2 × the smaller tail share of the
 * differences at 0, capped at 1), Holm-adjusted over all pairs; entries are put in ranked
 * order (ties by input order) for the letter display.
 */
export function pairwiseTiers(
  point: readonly number[],
  replicates: readonly (readonly number[])[],
  lowerIsBetter: boolean,
): PairwiseTiers {
  const k = point.length;
  const pairs: [number, number][] = [];
  const raw: number[] = [];
  for (let a = 0; a < k; a += 1)
    for (let b = a + 1; b < k; b += 1) {
      const x = replicates[a]!;
      const y = replicates[b]!;
      let atMost = 0;
      let atLeast = 0;
      for (let r = 0; r < x.length; r += 1) {
        const d = x[r]! - y[r]!;
        if (d <= 0) atMost += 1;
        if (d >= 0) atLeast += 1;
      }
      pairs.push([a, b]);
      raw.push(x.length === 0 ? 1 : Math.min(1, (2 * Math.min(atMost, atLeast)) / x.length));
    }
  const adjusted = holmAdjust(raw);
  const pAdjusted = Array.from({ length: k }, () => new Array<number>(k).fill(1));
  pairs.forEach(([a, b], i) => {
    pAdjusted[a]![b] = adjusted[i]!;
    pAdjusted[b]![a] = adjusted[i]!;
  });
  const key = (v: number) => (Number.isNaN(v) ? Infinity : lowerIsBetter ? v : -v);
  const order = point.map((_, i) => i).sort((a, b) => key(point[a]!) - key(point[b]!) || a - b);
  const position = new Int32Array(k);
  order.forEach((e, n) => (position[e] = n));
  const differ = pairs
    .filter((_, i) => adjusted[i]! < TIER_ALPHA)
    .map(([a, b]) => [position[a]!, position[b]!] as const);
  const byRank = letterDisplay(k, differ);
  return { pAdjusted, tiers: point.map((_, e) => byRank[position[e]!]!) };
}
