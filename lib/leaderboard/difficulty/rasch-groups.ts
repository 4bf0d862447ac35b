import { MIN_ENTRIES_PER_CLAIM, type CellMatrix, type MatrixIndex } from "./cell-matrix";

/**
 * The Rasch fit's grouped problem (DOMAIN.md §9): the objective reads y only through row
 * and column sums, so claims with the same observers and column sum are one unknown.
 * Typed arrays throughout: group g's observers (positions among the fitted entries) are
 * obs[start[g]] … obs[start[g + 1] − 1].
 */
export interface RaschGroups {
  /** The fitted entries (those with a cell on a kept claim), ascending. */
  entries: Int32Array;
  /** Per fitted entry: the sum of its cells on kept claims, and their number. */
  rows: Float64Array;
  cells: Int32Array;
  /** Per group: its claims, and the column sum of each of them. */
  k: Float64Array;
  s: Float64Array;
  start: Int32Array;
  obs: Int32Array;
  /** Per claim: its group, or -1 when the claim is not fitted. */
  claimGroup: Int32Array;
  /** Per claim: entries with a cell on it (in this fit). */
  counts: Int32Array;
  /** Per group: its observer pattern (an index into `patterns`). */
  pattern: Int32Array;
  /** Observer lists (matrix entries, ascending), one per distinct pattern. */
  patterns: Int32Array[];
}

/** The full fit's groups: kept claims (≥ 3 cells) grouped by (observers, column sum). */
export function groupFull(m: CellMatrix, index: MatrixIndex): RaschGroups {
  const everyone = Int32Array.from({ length: m.entries }, (_, e) => e);
  const patterns: Int32Array[] = [everyone];
  const patternIds = new Map<string, number>();
  const groupIds = new Map<string, number>();
  const claimGroup = new Int32Array(m.claims).fill(-1);
  const k: number[] = [];
  const s: number[] = [];
  const pattern: number[] = [];
  for (let c = 0; c < m.claims; c += 1) {
    if (index.count[c]! < MIN_ENTRIES_PER_CLAIM) continue;
    const list = index.observers[c];
    let pid = 0;
    if (list) {
      const key = list.join(",");
      pid = patternIds.get(key) ?? -1;
      if (pid < 0) {
        pid = patterns.push(list) - 1;
        patternIds.set(key, pid);
      }
    }
    const key = `${pid}|${index.sum[c]}`;
    let g = groupIds.get(key);
    if (g === undefined) {
      g = k.push(0) - 1;
      s.push(index.sum[c]!);
      pattern.push(pid);
      groupIds.set(key, g);
    }
    k[g]! += 1;
    claimGroup[c] = g;
  }
  // Row sums over kept claims, and which entries have a cell there.
  const rowSum = new Float64Array(m.entries);
  const cells = new Int32Array(m.entries);
  for (let e = 0; e < m.entries; e += 1) {
    const row = e * m.claims;
    for (let c = 0; c < m.claims; c += 1) {
      const v = m.values[row + c]!;
      if (claimGroup[c]! < 0 || Number.isNaN(v)) continue;
      rowSum[e]! += v;
      cells[e]! += 1;
    }
  }
  const counts = Int32Array.from(index.count, (n, c) => (claimGroup[c]! < 0 ? 0 : n));
  return assemble({ rowSum, cells, k, s, pattern, patterns, claimGroup, counts, removed: -1 });
}

/**
 * The groups of the same fit without entry `e`, derived from the full fit's: a group's
 * claims split by e's cell (a claim e answered y loses y from its column sum and e from its
 * observers), a claim left with fewer than 3 cells leaves the fit.
 */
export function groupWithout(m: CellMatrix, full: RaschGroups, e: number): RaschGroups {
  const G = full.k.length;
  const rowSum = new Float64Array(m.entries);
  const cells = new Int32Array(m.entries);
  // Full row sums and cell counts by entry; the dropped claims' cells come off below.
  full.entries.forEach((entry, i) => {
    rowSum[entry] = full.rows[i]!;
    cells[entry] = full.cells[i]!;
  });
  const claimGroup = new Int32Array(m.claims).fill(-1);
  const counts = new Int32Array(m.claims);
  const k: number[] = [];
  const s: number[] = [];
  const pattern: number[] = [];
  const patterns: Int32Array[] = [];
  // Per full group: its new group when e has no cell there, and (for up to two values of
  // e's cell) when it has; other values go through the map.
  const whenMissing = new Int32Array(G).fill(-1);
  const memoValue = new Float64Array(2 * G).fill(Number.NaN);
  const memoGroup = new Int32Array(2 * G).fill(-1);
  const patternMemo = new Int32Array(full.patterns.length).fill(-1);
  const byKey = new Map<string, number>();
  const newGroup = (pid: number, sum: number): number => {
    const key = `${pid}|${sum}`;
    let g = byKey.get(key);
    if (g === undefined) {
      g = k.push(0) - 1;
      s.push(sum);
      pattern.push(pid);
      byKey.set(key, g);
    }
    return g;
  };
  const row = e * m.claims;
  for (let c = 0; c < m.claims; c += 1) {
    const g = full.claimGroup[c]!;
    if (g < 0) continue;
    const y = m.values[row + c]!;
    let target: number;
    if (Number.isNaN(y)) {
      if (whenMissing[g]! < 0) {
        whenMissing[g] = newGroup(keepPattern(full, full.pattern[g]!, patterns, patternMemo), full.s[g]!);
      }
      target = whenMissing[g]!;
      counts[c] = full.counts[c]!;
    } else {
      if (full.counts[c]! - 1 < MIN_ENTRIES_PER_CLAIM) {
        for (const o of full.patterns[full.pattern[g]!]!) {
          const v = m.values[o * m.claims + c]!;
          if (o === e || Number.isNaN(v)) continue;
          rowSum[o]! -= v;
          cells[o]! -= 1;
        }
        continue;
      }
      const slot = memoValue[2 * g] === y ? 2 * g : memoValue[2 * g + 1] === y ? 2 * g + 1 : -1;
      if (slot >= 0) target = memoGroup[slot]!;
      else {
        target = newGroup(keepPattern(full, full.pattern[g]!, patterns, patternMemo), full.s[g]! - y);
        const free = Number.isNaN(memoValue[2 * g]!)
          ? 2 * g
          : Number.isNaN(memoValue[2 * g + 1]!)
            ? 2 * g + 1
            : -1;
        if (free >= 0) {
          memoValue[free] = y;
          memoGroup[free] = target;
        }
      }
      counts[c] = full.counts[c]! - 1;
    }
    k[target]! += 1;
    claimGroup[c] = target;
  }
  return assemble({ rowSum, cells, k, s, pattern, patterns, claimGroup, counts, removed: e });
}

/**
 * The new fit's index of a full pattern (its list kept: the left-out entry has no slot, so
 * assemble skips it), added on first use.
 */
function keepPattern(full: RaschGroups, pid: number, patterns: Int32Array[], memo: Int32Array): number {
  if (memo[pid]! < 0) memo[pid] = patterns.push(full.patterns[pid]!) - 1;
  return memo[pid]!;
}

/** Fitted entries, their slots and every group's observer slots. */
function assemble(parts: {
  rowSum: Float64Array;
  cells: Int32Array;
  k: number[];
  s: number[];
  pattern: number[];
  patterns: Int32Array[];
  claimGroup: Int32Array;
  counts: Int32Array;
  removed: number;
}): RaschGroups {
  const { rowSum, cells, k, pattern, patterns } = parts;
  // Slots: the entries with a cell on a kept claim, but the one left out.
  const entries: number[] = [];
  const slot = new Int32Array(cells.length).fill(-1);
  cells.forEach((n, e) => {
    if (n > 0 && e !== parts.removed) slot[e] = entries.push(e) - 1;
  });
  const slotted = patterns.map((list) => {
    const out: number[] = [];
    for (const o of list) if (slot[o]! >= 0) out.push(slot[o]!);
    return out;
  });
  const start = new Int32Array(k.length + 1);
  for (let g = 0; g < k.length; g += 1) start[g + 1] = start[g]! + slotted[pattern[g]!]!.length;
  const obs = new Int32Array(start[k.length]!);
  for (let g = 0; g < k.length; g += 1) obs.set(slotted[pattern[g]!]!, start[g]!);
  return {
    entries: Int32Array.from(entries),
    rows: Float64Array.from(entries, (e) => rowSum[e]!),
    cells: Int32Array.from(entries, (e) => cells[e]!),
    k: Float64Array.from(k),
    s: Float64Array.from(parts.s),
    start,
    obs,
    claimGroup: parts.claimGroup,
    counts: parts.counts,
    pattern: Int32Array.from(pattern),
    patterns,
  };
}
