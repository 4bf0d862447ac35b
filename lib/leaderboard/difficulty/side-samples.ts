import { resampleCounts } from "../resample-counts";
import type { Cells } from "./fit-one";

/**
 * One entry's cells on one side (claims in column order) with the difficulties fixed: the
 * point cells gathered by distinct difficulty, and the same cells in each of B bootstrap
 * resamples of those claims (the board's draws, resampleCounts), resample r at
 * [r × J, (r + 1) × J).
 */
export interface SideSamples {
  n: number;
  point: Cells;
  /** Summed draws and draws × value per resample and cell. */
  w: Float64Array;
  wy: Float64Array;
  /** Per resample: Σ draws × (value − difficulty), and Σ draws × value (integrity sums). */
  residual: Float64Array;
  total: Float64Array;
  sumValue: Float64Array;
}

export function sampleSide(
  values: readonly number[],
  difficulties: readonly number[],
  options: { b: number; seed: number },
): SideSamples {
  const n = values.length;
  const index = new Map<number, number>();
  const cellOf = new Int32Array(n);
  const b: number[] = [];
  difficulties.forEach((d, i) => {
    let j = index.get(d);
    if (j === undefined) {
      j = b.length;
      index.set(d, j);
      b.push(d);
    }
    cellOf[i] = j;
  });
  const cellCount = b.length;
  const point: Cells = {
    b: Float64Array.from(b),
    w: new Float64Array(cellCount),
    wy: new Float64Array(cellCount),
  };
  values.forEach((y, i) => {
    point.w[cellOf[i]!]! += 1;
    point.wy[cellOf[i]!]! += y;
  });
  const B = options.b;
  const w = new Float64Array(B * cellCount);
  const wy = new Float64Array(B * cellCount);
  const residual = new Float64Array(B);
  const total = new Float64Array(B);
  const sumValue = new Float64Array(B);
  if (n > 0 && B > 0) {
    const counts = resampleCounts(n, B, options.seed);
    for (let i = 0; i < n; i += 1) {
      const j = cellOf[i]!;
      const y = values[i]!;
      const r0 = y - difficulties[i]!;
      const base = i * B;
      for (let r = 0; r < B; r += 1) {
        const k = counts[base + r]!;
        if (k === 0) continue;
        w[r * cellCount + j]! += k;
        wy[r * cellCount + j]! += k * y;
        residual[r]! += k * r0;
        total[r]! += k;
        sumValue[r]! += k * y;
      }
    }
  }
  return { n, point, w, wy, residual, total, sumValue };
}

/** Resample r's cells (views into the samples). */
export function resampleCells(s: SideSamples, r: number): Cells {
  const J = s.point.b.length;
  return { b: s.point.b, w: s.w.subarray(r * J, (r + 1) * J), wy: s.wy.subarray(r * J, (r + 1) * J) };
}
