import { LAMBDA } from "./cell-matrix";

/**
 * One entry's cells on a claim set with the difficulties fixed, gathered by distinct
 * difficulty: per cell j the difficulty b_j, the summed weight W_j (claims, or bootstrap
 * draws) and the summed weighted answers WY_j.
 */
export interface Cells {
  b: Float64Array;
  w: Float64Array;
  wy: Float64Array;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * θ maximising Σ_j [WY_j (θ − b_j) − W_j log(1 + e^(θ − b_j))] − (λ/2) θ² (DOMAIN.md §9):
 * the root of the strictly decreasing score Σ (WY − W σ(θ − b)) − λθ, by Newton's method
 * kept inside a shrinking bracket (the root lies within ±ΣW / λ).
 */
export function fitOneAbility(cells: Cells, start = 0): number {
  let total = 0;
  for (let j = 0; j < cells.w.length; j += 1) total += cells.w[j]!;
  let low = -total / LAMBDA - 1;
  let high = total / LAMBDA + 1;
  let theta = Math.min(high, Math.max(low, start));
  for (let iteration = 0; iteration < 200; iteration += 1) {
    let score = -LAMBDA * theta;
    let slope = -LAMBDA;
    for (let j = 0; j < cells.w.length; j += 1) {
      const w = cells.w[j]!;
      if (w === 0) continue;
      const p = sigmoid(theta - cells.b[j]!);
      score += cells.wy[j]! - w * p;
      slope -= w * p * (1 - p);
    }
    if (score === 0) return theta;
    if (score > 0) low = theta;
    else high = theta;
    const next = theta - score / slope;
    if (Math.abs(next - theta) < 1e-13 * Math.max(1, Math.abs(theta))) return next;
    theta = next > low && next < high ? next : (low + high) / 2;
  }
  return theta;
}

/** Mean of σ(θ − b_j) weighted by W_j: the accuracy θ predicts on these cells. */
export function expectedAccuracy(cells: Cells, theta: number): number {
  let sum = 0;
  let total = 0;
  for (let j = 0; j < cells.w.length; j += 1) {
    const w = cells.w[j]!;
    if (w === 0) continue;
    sum += w * sigmoid(theta - cells.b[j]!);
    total += w;
  }
  return sum / total;
}

/** The error level a minimising Σ w (e − d − a)² + λa², from Σ w (e − d) and Σ w. */
export function fitOneLevel(sumResidual: number, totalWeight: number): number {
  return sumResidual / (totalWeight + LAMBDA);
}
