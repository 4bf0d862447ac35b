/**
 * Cosine similarity of two embedding vectors, in [-1, 1]. A zero vector has no
 * direction; its similarity to anything is defined here as 0 (never NaN), so it
 * can never push a claim over τ.
 */

function largestMagnitude(v: ArrayLike<number>): number {
  let largest = 0;
  for (let i = 0; i < v.length; i++) {
    const x = Math.abs(v[i] ?? 0);
    if (Number.isNaN(x) || x === Infinity) throw new Error("cosine: vector holds a non-finite value");
    if (x > largest) largest = x;
  }
  return largest;
}

export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`cosine: vectors differ in length (${a.length} vs ${b.length})`);
  const scaleA = largestMagnitude(a);
  const scaleB = largestMagnitude(b);
  if (scaleA === 0 || scaleB === 0) return 0;
  // Scaling by the largest component keeps tiny or huge vectors from under/overflowing.
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = (a[i] ?? 0) / scaleA;
    const y = (b[i] ?? 0) / scaleB;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  // Rounding can step just outside [-1, 1] for (anti)parallel vectors.
  return Math.min(1, Math.max(-1, dot / (Math.sqrt(normA) * Math.sqrt(normB))));
}
