import type { RaschState } from "./fit-rasch";

/** Ridge penalty of every difficulty fit (DOMAIN.md §9). */
export const LAMBDA = 1;
/** A claim with cells from fewer entries than this gets no difficulty and is left out of the fit. */
export const MIN_ENTRIES_PER_CLAIM = 3;

/**
 * Entries × claims, row-major (entry e's cell on claim c at e × claims + c): correctness in
 * [0, 1] (verdict track) or squared error (integrity); NaN where the entry has no cell.
 */
export interface CellMatrix {
  entries: number;
  claims: number;
  values: Float64Array;
}

/** A field fit: per entry its ability (θ, logits) or error level (a), per claim its difficulty; NaN for none. */
export interface FieldFit {
  ability: Float64Array;
  difficulty: Float64Array;
  /** Entries with a cell on each claim (among those fitted). */
  entriesPerClaim: Int32Array;
  /** Entries the fit rests on (with a cell on a fitted claim). */
  fieldSize: number;
  /**
   * Rasch: the claims' groups (claims of one group share their difficulty), per claim its
   * group or -1, and each group's difficulty; the one-entry fits gather cells by group.
   */
  cells?: { group: Int32Array; difficulty: Float64Array };
  /** Rasch, full fit: what its leave-one-out fits start from (fit-rasch.ts). */
  rasch?: RaschState;
}

/** Options of a field fit: `without` leaves one entry out (leave-one-entry-out). */
export interface FitOptions {
  without?: number;
  /** A previous fit of the same matrix to start from (leave-one-out fits start at the full one). */
  start?: FieldFit;
  /** The matrix's index (indexMatrix), shared by many fits of one matrix. */
  index?: MatrixIndex;
}

/**
 * Per claim of a matrix: how many entries have a cell, the sum of their cells, and (for a
 * claim some entry lacks) which entries, in ascending order. Built once in one row-major
 * pass and shared by the leave-one-out fits.
 */
export interface MatrixIndex {
  count: Int32Array;
  sum: Float64Array;
  /** null: every entry has a cell. */
  observers: (Int32Array | null)[];
}

export function indexMatrix(m: CellMatrix): MatrixIndex {
  const count = new Int32Array(m.claims);
  const sum = new Float64Array(m.claims);
  for (let e = 0; e < m.entries; e += 1) {
    const row = e * m.claims;
    for (let c = 0; c < m.claims; c += 1) {
      const v = m.values[row + c]!;
      if (Number.isNaN(v)) continue;
      count[c]! += 1;
      sum[c]! += v;
    }
  }
  const lists: (number[] | null)[] = Array.from(count, (n) => (n < m.entries ? [] : null));
  for (let e = 0; e < m.entries; e += 1) {
    const row = e * m.claims;
    for (let c = 0; c < m.claims; c += 1)
      if (lists[c] && !Number.isNaN(m.values[row + c]!)) lists[c]!.push(e);
  }
  return { count, sum, observers: lists.map((list) => (list ? Int32Array.from(list) : null)) };
}

/**
 * The claims a fit uses and their observers: per claim the active entries (all but
 * `without`) with a cell, their count and the sum of their cells; a claim is kept when at
 * least MIN_ENTRIES_PER_CLAIM entries have one. observers[c] is null when every active
 * entry has a cell (the list `active`).
 */
export function claimObservers(
  m: CellMatrix,
  without: number | undefined,
  index: MatrixIndex = indexMatrix(m),
): {
  active: Int32Array;
  kept: Int32Array;
  observers: (Int32Array | null)[];
  counts: Int32Array;
  sums: Float64Array;
} {
  const active = Int32Array.from({ length: m.entries }, (_, e) => e).filter((e) => e !== without);
  const counts = Int32Array.from(index.count);
  const sums = Float64Array.from(index.sum);
  const observers = [...index.observers];
  if (without !== undefined)
    for (let c = 0; c < m.claims; c += 1) {
      const v = m.values[without * m.claims + c]!;
      if (Number.isNaN(v)) continue;
      counts[c]! -= 1;
      sums[c]! -= v;
      const list = observers[c];
      if (list) observers[c] = list.filter((e) => e !== without);
    }
  const kept: number[] = [];
  for (let c = 0; c < m.claims; c += 1) if (counts[c]! >= MIN_ENTRIES_PER_CLAIM) kept.push(c);
  return { active, kept: Int32Array.from(kept), observers, counts, sums };
}

const fullRows = new WeakMap<MatrixIndex, { sum: Float64Array; cells: Float64Array }>();

/**
 * Per entry, the sum of its cells and their number over the claims a fit keeps. The full
 * fit's (every claim with cells from at least MIN_ENTRIES_PER_CLAIM entries) are summed in
 * one row-major pass and kept with the index; a leave-one-out fit's come from them, less the
 * cells of the claims that leaving `without` out drops (those it had one of exactly three).
 */
export function rowSums(
  m: CellMatrix,
  index: MatrixIndex,
  without: number | undefined,
): { sum: Float64Array; cells: Float64Array } {
  let full = fullRows.get(index);
  if (!full) {
    full = { sum: new Float64Array(m.entries), cells: new Float64Array(m.entries) };
    for (let e = 0; e < m.entries; e += 1) {
      const row = e * m.claims;
      let s = 0;
      let n = 0;
      for (let c = 0; c < m.claims; c += 1) {
        const v = m.values[row + c]!;
        if (index.count[c]! < MIN_ENTRIES_PER_CLAIM || Number.isNaN(v)) continue;
        s += v;
        n += 1;
      }
      full.sum[e] = s;
      full.cells[e] = n;
    }
    fullRows.set(index, full);
  }
  if (without === undefined) return full;
  const sum = Float64Array.from(full.sum);
  const cells = Float64Array.from(full.cells);
  sum[without] = 0;
  cells[without] = 0;
  for (let c = 0; c < m.claims; c += 1) {
    if (index.count[c] !== MIN_ENTRIES_PER_CLAIM || Number.isNaN(m.values[without * m.claims + c]!)) continue;
    for (let e = 0; e < m.entries; e += 1) {
      const v = m.values[e * m.claims + c]!;
      if (e === without || Number.isNaN(v)) continue;
      sum[e]! -= v;
      cells[e]! -= 1;
    }
  }
  return { sum, cells };
}
