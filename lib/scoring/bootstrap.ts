import type { ClaimContributions } from "./contributions";
import { createFixedIndexSampler } from "./random";

export const DEFAULT_BOOTSTRAP_B = 1000;
export const DEFAULT_LEVEL = 0.95;

export interface BootstrapOptions {
  /** Number of resamples (default 1000). */
  b?: number;
  /** PRNG seed; the same seed and input give the same replicates (default 0). */
  seed?: number;
  /**
   * Where the draws come from, for callers that resample many rows of the same size (a
   * board): how often each of n claims is drawn in each of b resamples (claim i's counts
   * at [i * b, (i + 1) * b)). It must give the draws of `createFixedIndexSampler(seed, n)`;
   * without it they are drawn here.
   */
  resamples?: (n: number, b: number, seed: number) => ArrayLike<number>;
}

/** Two-sided percentile interval [low, high] on the metric's own scale. */
export type Interval = [number, number];

/**
 * Calls `visit` with the summed contributions of each of B resamples of claims drawn
 * with replacement (all slices and variants of a claim travel together). Identical
 * claim rows are grouped, so a resample costs n draws plus one pass over distinct rows.
 * The `sums` buffer is reused between calls.
 */
export function forEachResample(
  contributions: ClaimContributions,
  options: BootstrapOptions,
  visit: (sums: Float64Array, replicate: number) => void,
): void {
  const n = contributions.claimIds.length;
  const b = options.b ?? DEFAULT_BOOTSTRAP_B;
  const seed = options.seed ?? 0;
  if (n === 0 || b <= 0) return;
  const { patternOf, patternRows } = groupIdenticalRows(contributions);
  const rowCounts = options.resamples?.(n, b, seed);
  if (rowCounts && patternRows.length * b <= MAX_PATTERN_COUNTS)
    return allResamples(contributions, rowCounts, b, patternOf, patternRows, visit);
  const draw = createFixedIndexSampler(seed, n);
  const counts = new Float64Array(patternRows.length);
  const sums = new Float64Array(contributions.dim);
  const addPatterns = patternAdder(contributions, patternRows);
  for (let r = 0; r < b; r += 1) {
    counts.fill(0);
    if (rowCounts) for (let i = 0; i < n; i += 1) counts[patternOf[i]!]! += rowCounts[i * b + r]!;
    else for (let i = 0; i < n; i += 1) counts[patternOf[draw()]!]! += 1;
    sums.fill(0);
    addPatterns(counts, sums);
    visit(sums, r);
  }
}

/** Pattern counts of all resamples at once up to this many cells (8 bytes each). */
const MAX_PATTERN_COUNTS = 8_000_000;

/**
 * forEachResample with the draws given, all resamples at once: each pattern's counts in
 * every resample, then each pattern's row added to every resample's sums. Each cell of a
 * resample gets the same numbers added in the same order (pattern by pattern), so the sums
 * are those of one resample at a time, with memory read in order instead of at random.
 */
function allResamples(
  c: ClaimContributions,
  rowCounts: ArrayLike<number>,
  b: number,
  patternOf: Int32Array,
  patternRows: readonly number[],
  visit: (sums: Float64Array, replicate: number) => void,
): void {
  const { dim } = c;
  const counts = new Float64Array(patternRows.length * b);
  for (let i = 0; i < patternOf.length; i += 1) {
    const from = i * b;
    const to = patternOf[i]! * b;
    for (let r = 0; r < b; r += 1) counts[to + r]! += rowCounts[from + r]!;
  }
  const sums = new Float64Array(b * dim);
  const dense = dim <= DENSE_DIM ? denseRows(c, patternRows) : null;
  for (let p = 0; p < patternRows.length; p += 1) {
    const row = patternRows[p]!;
    for (let r = 0; r < b; r += 1) {
      const weight = counts[p * b + r]!;
      if (weight === 0) continue;
      const out = r * dim;
      if (dense) for (let d = 0; d < dim; d += 1) sums[out + d]! += weight * dense[p * dim + d]!;
      else
        for (let j = c.offsets[row]!; j < c.offsets[row + 1]!; j += 1)
          sums[out + c.indices[j]!]! += weight * c.values[j]!;
    }
  }
  for (let r = 0; r < b; r += 1) visit(sums.subarray(r * dim, (r + 1) * dim), r);
}

/** Rows this narrow (the integrity track's five counts) are summed from a dense copy. */
const DENSE_DIM = 8;

/**
 * sums += Σ_p counts[p] × row(patternRows[p]), patterns in order and each row's cells in
 * order. Narrow rows without repeated cells are read from a dense copy (absent cells are
 * zeros, and adding a zero leaves a sum unchanged), which adds the same numbers to each
 * cell in the same order, so the sums are the same to the last bit.
 */
function patternAdder(
  c: ClaimContributions,
  patternRows: readonly number[],
): (counts: Float64Array, sums: Float64Array) => void {
  const { indices, values, offsets, dim } = c;
  const dense = dim <= DENSE_DIM ? denseRows(c, patternRows) : null;
  if (dense)
    return (counts, sums) => {
      for (let p = 0; p < patternRows.length; p += 1) {
        const weight = counts[p]!;
        if (weight === 0) continue;
        const base = p * dim;
        for (let d = 0; d < dim; d += 1) sums[d]! += weight * dense[base + d]!;
      }
    };
  return (counts, sums) => {
    for (let p = 0; p < patternRows.length; p += 1) {
      const weight = counts[p]!;
      if (weight === 0) continue;
      const row = patternRows[p]!;
      for (let j = offsets[row]!; j < offsets[row + 1]!; j += 1) sums[indices[j]!]! += weight * values[j]!;
    }
  };
}

/** The given rows as dense rows of `dim` cells, or null when a row names a cell twice. */
function denseRows(c: ClaimContributions, rows: readonly number[]): Float64Array | null {
  const dense = new Float64Array(rows.length * c.dim);
  const seen = new Uint8Array(c.dim);
  for (let p = 0; p < rows.length; p += 1) {
    seen.fill(0);
    const row = rows[p]!;
    for (let j = c.offsets[row]!; j < c.offsets[row + 1]!; j += 1) {
      const index = c.indices[j]!;
      if (seen[index] === 1) return null;
      seen[index] = 1;
      dense[p * c.dim + index] = c.values[j]!;
    }
  }
  return dense;
}

/**
 * Groups claims whose rows are identical (the same cells with equal values, NaN equal to
 * NaN), numbered in order of first appearance. Rows are compared through a hash of their
 * cells rather than a string of them: a large board groups millions of rows.
 */
function groupIdenticalRows(c: ClaimContributions): { patternOf: Int32Array; patternRows: number[] } {
  const patternOf = new Int32Array(c.claimIds.length);
  const patternRows: number[] = [];
  const buckets = new Map<number, number[]>();
  for (let i = 0; i < c.claimIds.length; i += 1) {
    const hash = hashRow(c, i);
    const bucket = buckets.get(hash);
    let id = bucket?.find((p) => sameRow(c, patternRows[p]!, i)) ?? -1;
    if (id < 0) {
      id = patternRows.length;
      patternRows.push(i);
      if (bucket) bucket.push(id);
      else buckets.set(hash, [id]);
    }
    patternOf[i] = id;
  }
  return { patternOf, patternRows };
}

const hashFloat = new Float64Array(1);
const hashWords = new Int32Array(hashFloat.buffer);

function hashRow(c: ClaimContributions, row: number): number {
  let h = c.offsets[row + 1]! - c.offsets[row]!;
  for (let j = c.offsets[row]!; j < c.offsets[row + 1]!; j += 1) {
    const v = c.values[j]!;
    // Equal values hash alike: -0 as 0, every NaN as the one NaN.
    hashFloat[0] = v === 0 ? 0 : Number.isNaN(v) ? Number.NaN : v;
    h = Math.imul(h ^ c.indices[j]!, 0x9e3779b1);
    h = Math.imul(h ^ hashWords[0]!, 0x85ebca6b);
    h = Math.imul(h ^ hashWords[1]!, 0xc2b2ae35);
  }
  return h;
}

function sameRow(c: ClaimContributions, a: number, b: number): boolean {
  const length = c.offsets[a + 1]! - c.offsets[a]!;
  if (c.offsets[b + 1]! - c.offsets[b]! !== length) return false;
  for (let k = 0; k < length; k += 1) {
    const ja = c.offsets[a]! + k;
    const jb = c.offsets[b]! + k;
    if (c.indices[ja] !== c.indices[jb]) return false;
    const va = c.values[ja]!;
    const vb = c.values[jb]!;
    if (va !== vb && !(Number.isNaN(va) && Number.isNaN(vb))) return false;
  }
  return true;
}

/** Percentile of unsorted values with linear interpolation (NumPy's default); q in [0, 1]. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = q * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/**
 * Rank interval from bootstrap ranks (DOMAIN.md §6): order statistics, never interpolated,
 * so the ends are ranks that occurred. Low = the sorted value at floor(q·(B−1)) for
 * q = 0.025, high = the one at ceil(q·(B−1)) for q = 0.975 (NumPy percentile methods
 * "lower" and "higher"), which keeps at least 95% of the resampled ranks inside.
 */
export function rankInterval(ranks: readonly number[], level = DEFAULT_LEVEL): Interval {
  const sorted = [...ranks].sort((a, b) => a - b);
  if (sorted.length === 0) return [Number.NaN, Number.NaN];
  const alpha = (1 - level) / 2;
  const last = sorted.length - 1;
  return [sorted[Math.floor(alpha * last)]!, sorted[Math.ceil((1 - alpha) * last)]!];
}

/** Percentile bootstrap intervals for every named value `statistic` returns. */
export function bootstrapIntervals(
  contributions: ClaimContributions,
  statistic: (sums: Float64Array) => Record<string, number>,
  options: BootstrapOptions & { level?: number } = {},
): Record<string, Interval> {
  const replicates = new Map<string, number[]>();
  forEachResample(contributions, options, (sums) => {
    for (const [name, value] of Object.entries(statistic(sums))) {
      const list = replicates.get(name) ?? [];
      list.push(value);
      replicates.set(name, list);
    }
  });
  const alpha = (1 - (options.level ?? DEFAULT_LEVEL)) / 2;
  return Object.fromEntries(
    [...replicates.entries()].map(([name, list]) => [
      name,
      [percentile(list, alpha), percentile(list, 1 - alpha)],
    ]),
  );
}
