import type { ClaimContributions } from "./contributions";

/**
 * Joins several submissions' contributions on the same claims (same order) side by side,
 * so one resample of claims drives all of them: entry e occupies dims
 * [e * dim, (e + 1) * dim) where dim is the widest entry's dim.
 */
export function combineContributions(entries: readonly ClaimContributions[]): {
  combined: ClaimContributions;
  stride: number;
} {
  const first = entries[0];
  if (!first) throw new Error("combineContributions needs at least one entry");
  const ids = first.claimIds;
  for (const entry of entries) {
    if (entry.claimIds.length !== ids.length || entry.claimIds.some((id, i) => id !== ids[i])) {
      throw new Error("entries must cover the same claims in the same order");
    }
  }
  const stride = Math.max(...entries.map((e) => e.dim));
  const offsets = new Int32Array(ids.length + 1);
  const indices: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < ids.length; i += 1) {
    entries.forEach((entry, e) => {
      for (let j = entry.offsets[i]!; j < entry.offsets[i + 1]!; j += 1) {
        indices.push(e * stride + entry.indices[j]!);
        values.push(entry.values[j]!);
      }
    });
    offsets[i + 1] = indices.length;
  }
  return {
    combined: {
      claimIds: [...ids],
      dim: stride * entries.length,
      offsets,
      indices: Int32Array.from(indices),
      values: Float64Array.from(values),
    },
    stride,
  };
}
