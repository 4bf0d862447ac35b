/** Ridge penalty of every difficulty fit (DOMAIN.md §8). */
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
}

/** Options of a field fit: `without` leaves one entry out (leave-one-entry-out). */
export interface FitOptions {
  without?: number;
  /** A previous fit of the same matrix to start from (leave-one-out fits start at the full one). */
  start?: FieldFit;
}

/**
 * The claims a fit uses and their observers: per claim the active entries with a cell, kept
 * when there are at least MIN_ENTRIES_PER_CLAIM. Claims with every active entry share the
 * observer list `all`; others get their own.
 */
export function claimObservers(
  m: CellMatrix,
  without: number | undefined,
): { active: Int32Array; kept: Int32Array; observers: (Int32Array | null)[]; counts: Int32Array } {
  const active = Int32Array.from({ length: m.entries }, (_, e) => e).filter((e) => e !== without);
  const counts = new Int32Array(m.claims);
  const observers: (Int32Array | null)[] = new Array<Int32Array | null>(m.claims).fill(null);
  const kept: number[] = [];
  for (let c = 0; c < m.claims; c += 1) {
    let n = 0;
    for (const e of active) if (!Number.isNaN(m.values[e * m.claims + c]!)) n += 1;
    counts[c] = n;
    if (n < MIN_ENTRIES_PER_CLAIM) continue;
    kept.push(c);
    if (n < active.length)
      observers[c] = active.filter((e) => !Number.isNaN(m.values[e * m.claims + c]!));
  }
  return { active, kept: Int32Array.from(kept), observers, counts };
}
