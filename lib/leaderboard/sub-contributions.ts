import type { ClaimContributions } from "@/lib/scoring/contributions";

/** The given rows of a contribution matrix as a matrix of their own (in the given order). */
export function pickRows(c: ClaimContributions, rows: readonly number[]): ClaimContributions {
  const offsets = new Int32Array(rows.length + 1);
  let size = 0;
  rows.forEach((row, i) => {
    size += c.offsets[row + 1]! - c.offsets[row]!;
    offsets[i + 1] = size;
  });
  const indices = new Int32Array(size);
  const values = new Float64Array(size);
  rows.forEach((row, i) => {
    indices.set(c.indices.subarray(c.offsets[row]!, c.offsets[row + 1]!), offsets[i]!);
    values.set(c.values.subarray(c.offsets[row]!, c.offsets[row + 1]!), offsets[i]!);
  });
  return { claimIds: rows.map((r) => c.claimIds[r]!), dim: c.dim, offsets, indices, values };
}
