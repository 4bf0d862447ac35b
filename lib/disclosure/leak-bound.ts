/**
 * How much a participant can learn about hidden labels through the Ladder (docs/SECURITY.md).
 *
 * Over k submissions, what the Ladder shows of the primary metric is a transcript: which
 * submissions were disclosed, and the disclosed values, which only ever improve and lie on
 * a grid of G values. There are at most Σ_{s ≤ min(k, G)} C(k, s)·C(G, s) such transcripts,
 * so they carry at most log2 of that many bits, however the submissions were chosen.
 */
export function ladderTranscriptBits(k: number, grid: number): number {
  let total = 0n;
  let ck = 1n; // C(k, s)
  let cg = 1n; // C(G, s)
  for (let s = 0; s <= Math.min(k, grid); s += 1) {
    if (s > 0) {
      ck = (ck * BigInt(k - s + 1)) / BigInt(s);
      cg = (cg * BigInt(grid - s + 1)) / BigInt(s);
    }
    total += ck * cg;
  }
  return log2Big(total);
}

/** Values on the η grid of a metric whose values span `range` (1 for shares of claims). */
export function gridSize(step: number, range = 1): number {
  return Math.floor(range / step + 1e-9) + 1;
}

/**
 * With labels drawn independently and uniformly at random, a prediction file that depends
 * on the hidden labels only through a transcript of at most `bits` bits beats chance
 * accuracy on n claims by more than this with probability at most δ (Hoeffding's
 * inequality and a union bound over the at most 2^bits files the transcript can select).
 */
export function advantageBound(bits: number, n: number, delta: number): number {
  return Math.sqrt((bits * Math.LN2 + Math.log(1 / delta)) / (2 * n));
}

function log2Big(x: bigint): number {
  const digits = x.toString(2);
  const head = digits.slice(0, 52);
  return digits.length - head.length + Math.log2(Number.parseInt(head, 2));
}
