import { forEachDrawSum, forEachHistogram, type DrawStream } from "./draw-stream";
import type { Cells } from "./fit-one";

/**
 * One entry's claims on one side (in column order) with the difficulties fixed: per claim
 * the entry's cell and its difficulty group, per group the difficulty. Claims of one group
 * share a difficulty, so the one-entry fits read them as one cell.
 */
export interface Side {
  n: number;
  values: Float64Array;
  group: Int32Array;
  difficulty: Float64Array;
}

/**
 * A side's claims: those of `row` (the entry's cells by claim) with a group in `groupOf`
 * (-1: no difficulty, left out) and, when `sides` is given, on side `side` there.
 */
export function collectSide(
  row: Float64Array,
  groupOf: Int32Array,
  groupDifficulty: Float64Array,
  sides: Int8Array | null,
  side: number,
): Side {
  const values = new Float64Array(row.length);
  const group = new Int32Array(row.length);
  const difficulty: number[] = [];
  const compact = new Int32Array(groupDifficulty.length).fill(-1);
  let n = 0;
  for (let c = 0; c < row.length; c += 1) {
    const v = row[c]!;
    const g = groupOf[c]!;
    if (Number.isNaN(v) || g < 0 || (sides !== null && sides[c] !== side)) continue;
    if (compact[g]! < 0) compact[g] = difficulty.push(groupDifficulty[g]!) - 1;
    values[n] = v;
    group[n] = compact[g]!;
    n += 1;
  }
  return {
    n,
    values: values.slice(0, n),
    group: group.slice(0, n),
    difficulty: Float64Array.from(difficulty),
  };
}

/** Empty cells over a side's groups (buffers the resamples refill). */
function emptyCells(side: Side): Cells {
  const J = side.difficulty.length;
  return {
    b: side.difficulty,
    expB: side.difficulty.map(Math.exp),
    w: new Float64Array(J),
    wy: new Float64Array(J),
  };
}

/** The side's own cells: every claim once. */
export function pointCells(side: Side): Cells {
  const cells = emptyCells(side);
  for (let i = 0; i < side.n; i += 1) {
    cells.w[side.group[i]!]! += 1;
    cells.wy[side.group[i]!]! += side.values[i]!;
  }
  return cells;
}

/** Per resample: Σ draws × value and Σ draws × difficulty (a resample draws n claims). */
export interface ResampleSums {
  sumValue: number;
  sumDifficulty: number;
}

/**
 * The board's B resamples of the side's claims (resampleCounts' draws, from `stream`),
 * visited in order with their sums and, with `withCells`, their cells (one reused buffer).
 * With cells, draws are counted by code, one per distinct (group, value): answers take few
 * values, so the histogram is small. Without, they are only summed.
 */
export function forEachResample(
  side: Side,
  stream: DrawStream,
  b: number,
  withCells: boolean,
  visit: (r: number, sums: ResampleSums, cells: Cells) => void,
): void {
  const cells = emptyCells(side);
  const sums: ResampleSums = { sumValue: 0, sumDifficulty: 0 };
  if (!withCells) {
    const difficulty = Float64Array.from(side.group, (j) => side.difficulty[j]!);
    forEachDrawSum(stream, side.n, b, side.values, difficulty, (r, sumValue, sumDifficulty) => {
      sums.sumValue = sumValue;
      sums.sumDifficulty = sumDifficulty;
      visit(r, sums, cells);
    });
    return;
  }
  const { code, codeGroup, codeValue } = codesOf(side);
  const K = codeGroup.length;
  forEachHistogram(stream, side.n, b, code, K, (r, histogram) => {
    cells.w.fill(0);
    cells.wy.fill(0);
    let value = 0;
    let difficulty = 0;
    for (let k = 0; k < K; k += 1) {
      const h = histogram[k]!;
      if (h === 0) continue;
      const j = codeGroup[k]!;
      cells.w[j]! += h;
      cells.wy[j]! += h * codeValue[k]!;
      value += h * codeValue[k]!;
      difficulty += h * side.difficulty[j]!;
    }
    sums.sumValue = value;
    sums.sumDifficulty = difficulty;
    visit(r, sums, cells);
  });
}

/** Per claim its code, one per distinct (group, value). */
function codesOf(side: Side): { code: Int32Array; codeGroup: Int32Array; codeValue: Float64Array } {
  const code = new Int32Array(side.n);
  const codeGroup: number[] = [];
  const codeValue: number[] = [];
  // Answers 0 and 1 by group through an array; other values (pooled slices) through a map.
  const binary = new Int32Array(2 * side.difficulty.length).fill(-1);
  const byKey = new Map<string, number>();
  for (let i = 0; i < side.n; i += 1) {
    const g = side.group[i]!;
    const v = side.values[i]!;
    const slot = v === 0 || v === 1 ? 2 * g + v : -1;
    let k = slot >= 0 ? binary[slot]! : (byKey.get(`${g}|${v}`) ?? -1);
    if (k < 0) {
      k = codeGroup.push(g) - 1;
      codeValue.push(v);
      if (slot >= 0) binary[slot] = k;
      else byKey.set(`${g}|${v}`, k);
    }
    code[i] = k;
  }
  return { code, codeGroup: Int32Array.from(codeGroup), codeValue: Float64Array.from(codeValue) };
}
