/**
 * Bins for integrity scores in [-1, 1] (DOMAIN.md §2), decided exactly against the
 * rational edges (±1/3 for 3 bins; ±1/6, ±1/2, ±5/6 between the 7 centres k/3).
 *
 * The edges are not doubles, so a score can only be "on" one through a floating-point
 * spelling of it: 1/3 is stored as 0.333…3148, 1 - 2/3 as 0.333…37, 0.1+0.1+0.1+0.2 as
 * 0.5000000000000001. A score within EDGE_SPELLING of an edge is taken to be that edge;
 * that band is a few units in the last place of numbers on the [-1, 1] scale, about a
 * million times narrower than any difference a score actually expresses, so 1/3 ± 1e-12
 * lands on either side of the edge as exact arithmetic says.
 */
const EDGE_SPELLING = 4 * Number.EPSILON; // ≈ 8.9e-16

/** -1 below the edge, 0 on it (within EDGE_SPELLING), +1 above it. */
function compareToEdge(score: number, edge: number): -1 | 0 | 1 {
  const difference = score - edge;
  if (Math.abs(difference) <= EDGE_SPELLING) return 0;
  return difference < 0 ? -1 : 1;
}

/** 3-bin decision: -1 (Negative, s < -1/3), 0 (NEI), +1 (Positive, s > 1/3). */
export function integrityBin3(score: number): -1 | 0 | 1 {
  if (compareToEdge(score, -1 / 3) < 0) return -1;
  if (compareToEdge(score, 1 / 3) > 0) return 1;
  return 0;
}

/** Edges between the centres 0|1/3, 1/3|2/3, 2/3|1 (as magnitudes). */
const SEVEN_BIN_EDGES = [1 / 6, 1 / 2, 5 / 6] as const;

/**
 * 7-bin label as an integer k in -3..3 for the centre k/3: the nearest centre, and on an
 * edge (an exact tie between two centres) the one nearer 0. Symmetric in the sign.
 */
export function integrityBin7(score: number): number {
  const magnitude = Math.abs(score);
  let k = 0;
  // Past an edge (strictly) the farther centre is nearer; on it the nearer-to-0 one wins.
  for (const edge of SEVEN_BIN_EDGES) if (compareToEdge(magnitude, edge) > 0) k += 1;
  return score < 0 && k > 0 ? -k : k;
}

/**
 * What a missing prediction counts as under `--missing-as-wrong` on the integrity track:
 * the end of [-1, 1] farthest from the gold (-1 when g >= 0, +1 when g < 0), so its error
 * 1 + |g| is the worst any prediction could make and it never shares the gold's bin.
 */
export function worstIntegrityPrediction(gold: number): -1 | 1 {
  return gold >= 0 ? -1 : 1;
}
