/**
 * Maximum-weight assignment on a rectangular k × n matrix: a port of SciPy 1.10
 * `linear_sum_assignment(M, maximize=True)` (Crouse's shortest augmenting path,
 * `rectangular_lsap.cpp`), including its tie-breaking, so the chosen pairs, and
 * hence the floating-point total, match SciPy.
 */
import { sumLikeNumpy } from "./numpy-sum";

interface Assignment {
  /** Row indices of the chosen pairs, ascending; min(k, n) of them. */
  rows: number[];
  /** Column of each chosen pair, aligned with `rows`. */
  cols: number[];
  /** Σ M[rows[i]][cols[i]], summed in NumPy's order. */
  total: number;
}

/** Solves min-cost assignment for nr <= nc on a row-major cost array. */
function solveWide(nr: number, nc: number, cost: Float64Array): Int32Array {
  const u = new Float64Array(nr);
  const v = new Float64Array(nc);
  const shortest = new Float64Array(nc);
  const path = new Int32Array(nc).fill(-1);
  const col4row = new Int32Array(nr).fill(-1);
  const row4col = new Int32Array(nc).fill(-1);
  const inSR = new Uint8Array(nr);
  const inSC = new Uint8Array(nc);
  const remaining = new Int32Array(nc);
  for (let curRow = 0; curRow < nr; curRow++) {
    let minVal = 0;
    let remainingCount = nc;
    // Reverse order makes a constant matrix give the identity (SciPy #11602).
    for (let it = 0; it < nc; it++) remaining[it] = nc - it - 1;
    inSR.fill(0);
    inSC.fill(0);
    shortest.fill(Infinity);
    let sink = -1;
    let i = curRow;
    while (sink === -1) {
      let index = -1;
      let lowest = Infinity;
      inSR[i] = 1;
      for (let it = 0; it < remainingCount; it++) {
        const j = remaining[it] ?? 0;
        const r = minVal + (cost[i * nc + j] ?? 0) - (u[i] ?? 0) - (v[j] ?? 0);
        if (r < (shortest[j] ?? Infinity)) {
          path[j] = i;
          shortest[j] = r;
        }
        const s = shortest[j] ?? Infinity;
        if (s < lowest || (s === lowest && row4col[j] === -1)) {
          lowest = s;
          index = it;
        }
      }
      minVal = lowest;
      if (minVal === Infinity || index < 0) throw new Error("assignment: infeasible cost matrix");
      const j = remaining[index] ?? 0;
      if (row4col[j] === -1) sink = j;
      else i = row4col[j] ?? 0;
      inSC[j] = 1;
      remaining[index] = remaining[--remainingCount] ?? 0;
    }
    u[curRow] = (u[curRow] ?? 0) + minVal;
    for (let r = 0; r < nr; r++) {
      if (inSR[r] && r !== curRow) u[r] = (u[r] ?? 0) + minVal - (shortest[col4row[r] ?? 0] ?? 0);
    }
    for (let c = 0; c < nc; c++) {
      if (inSC[c]) v[c] = (v[c] ?? 0) - (minVal - (shortest[c] ?? 0));
    }
    let j = sink;
    for (;;) {
      const r = path[j] ?? 0;
      row4col[j] = r;
      const previous = col4row[r] ?? -1;
      col4row[r] = j;
      j = previous;
      if (r === curRow) break;
    }
  }
  return col4row;
}

/**
 * Pairs rows with columns one-to-one to maximise the summed weight. `matrix` is
 * k rows of n finite numbers each; an empty matrix gives an empty assignment.
 */
export function maxWeightAssignment(matrix: readonly (readonly number[])[]): Assignment {
  const k = matrix.length;
  const n = matrix[0]?.length ?? 0;
  if (matrix.some((row) => row.length !== n)) throw new Error("assignment: rows differ in length");
  if (k === 0 || n === 0) return { rows: [], cols: [], total: 0 };
  const transpose = n < k;
  const [nr, nc] = transpose ? [n, k] : [k, n];
  const cost = new Float64Array(nr * nc);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < n; j++) {
      const value = matrix[i]?.[j] ?? NaN;
      if (!Number.isFinite(value)) throw new Error(`assignment: entry [${i}][${j}] is not finite`);
      cost[transpose ? j * nc + i : i * nc + j] = -value;
    }
  }
  const col4row = solveWide(nr, nc, cost);
  const pairs = Array.from(col4row, (c, r) => (transpose ? [c, r] : [r, c]) as [number, number]);
  pairs.sort((a, b) => a[0] - b[0]);
  const rows = pairs.map((p) => p[0]);
  const cols = pairs.map((p) => p[1]);
  const total = sumLikeNumpy(pairs.map(([r, c]) => matrix[r]?.[c] ?? 0));
  return { rows, cols, total };
}
