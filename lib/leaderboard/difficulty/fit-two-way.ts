import {
  claimObservers,
  indexMatrix,
  LAMBDA,
  rowSums,
  type CellMatrix,
  type FieldFit,
  type FitOptions,
} from "./cell-matrix";
import { solveSpd } from "./solve-spd";

/**
 * The integrity track's two-way fit e(m, c) = a_m + d_c by least squares with the ridge
 * λ = 1 on a and d (DOMAIN.md §9), solved exactly: each d_c = (S_c − Σ_{m sees c} a_m) /
 * (n_c + λ), which leaves an entries × entries system for a (claims that share their
 * observers enter it through their summed column sums only).
 */
export function fitTwoWay(m: CellMatrix, options: Pick<FitOptions, "without" | "index"> = {}): FieldFit {
  const index = options.index ?? indexMatrix(m);
  const { active, kept, observers, counts, sums: columnSum } = claimObservers(m, options.without, index);
  const { sum: rowSum, cells } = rowSums(m, index, options.without);
  // Claims by observer pattern: each pattern enters the system once, with its claims' sums.
  type Pattern = { observers: Int32Array; k: number; sum: number; sumLevel: number };
  const patterns = new Map<string, Pattern>();
  const patternOf: Pattern[] = new Array<Pattern>(m.claims);
  for (const c of kept) {
    const list = observers[c];
    const key = list ? list.join(",") : "all";
    let pattern = patterns.get(key);
    if (!pattern) {
      pattern = { observers: list ?? active, k: 0, sum: 0, sumLevel: 0 };
      patterns.set(key, pattern);
    }
    pattern.k += 1;
    pattern.sum += columnSum[c]!;
    patternOf[c] = pattern;
  }
  const entries = [...active].filter((e) => cells[e]! > 0);
  const slot = new Int32Array(m.entries).fill(-1);
  entries.forEach((e, i) => (slot[e] = i));
  const n = entries.length;
  // (λ + n_m) a_m + Σ_{c seen by m} d_c = R_m, with d_c substituted.
  const a = new Float64Array(n * n);
  const rhs = new Float64Array(n);
  entries.forEach((e, i) => {
    a[i * n + i] = LAMBDA + cells[e]!;
    rhs[i] = rowSum[e]!;
  });
  for (const p of patterns.values()) {
    const denominator = p.observers.length + LAMBDA;
    for (let x = 0; x < p.observers.length; x += 1) {
      const i = slot[p.observers[x]!]!;
      rhs[i]! -= p.sum / denominator;
      for (let y = 0; y <= x; y += 1) a[i * n + slot[p.observers[y]!]!]! -= p.k / denominator;
    }
  }
  // The lower triangle is read; the loop above wrote (i, j) with i's position after j's in
  // the observers' order, which is ascending entry order, so i ≥ j.
  const level = n > 0 ? solveSpd(a, rhs, n) : new Float64Array(0);
  const ability = new Float64Array(m.entries).fill(Number.NaN);
  entries.forEach((e, i) => (ability[e] = level[i]!));
  for (const p of patterns.values()) for (const e of p.observers) p.sumLevel += ability[e]!;
  const difficulty = new Float64Array(m.claims).fill(Number.NaN);
  for (const c of kept) {
    const p = patternOf[c]!;
    difficulty[c] = (columnSum[c]! - p.sumLevel) / (p.observers.length + LAMBDA);
  }
  const entriesPerClaim = Int32Array.from(counts, (k, c) => (Number.isNaN(difficulty[c]!) ? 0 : k));
  return { ability, difficulty, entriesPerClaim, fieldSize: n };
}
