import { LAMBDA } from "./cell-matrix";

/**
 * One entry's cells on a claim set with the difficulties fixed, gathered by difficulty
 * group: per cell j the difficulty b_j and e^(b_j), the summed weight W_j (claims, or
 * bootstrap draws) and the summed weighted answers WY_j.
 */
export interface Cells {
  b: Float64Array;
  expB: Float64Array;
  w: Float64Array;
  wy: Float64Array;
}

/**
 * Halley's method stops after a step below this (relative): its error is then at most about
 * step³ (the score's higher derivatives are bounded by its first), under 1e-12.
 */
const STEP_TOLERANCE = 1e-4;
/** Beyond this |θ| or |b|, σ is computed cell by cell (e^−θ e^b could overflow). */
const PRODUCT_RANGE = 300;

/**
 * θ maximising Σ_j [WY_j (θ − b_j) − W_j log(1 + e^(θ − b_j))] − (λ/2) θ² (DOMAIN.md §9):
 * the root of the strictly decreasing score f(θ) = Σ (WY − W σ(θ − b)) − λθ, by Halley's
 * method (cubic convergence: from a start near the root, as the bootstrap's refits start at
 * the point estimate, two steps), kept inside a shrinking bracket (the root lies within
 * ±ΣW / λ), bisecting when a step leaves it.
 */
export function fitOneAbility(cells: Cells, start = 0): number {
  const { b, expB, w, wy } = cells;
  const J = w.length;
  let total = 0;
  let range = 0;
  for (let j = 0; j < J; j += 1) {
    if (w[j] === 0) continue;
    total += w[j]!;
    range = Math.max(range, Math.abs(b[j]!));
  }
  let low = -total / LAMBDA - 1;
  let high = total / LAMBDA + 1;
  let theta = Math.min(high, Math.max(low, start));
  for (let iteration = 0; iteration < 200; iteration += 1) {
    // f, f' = −Σ W σ(1 − σ) − λ and f'' = −Σ W σ(1 − σ)(1 − 2σ).
    let score = -LAMBDA * theta;
    let slope = -LAMBDA;
    let curve = 0;
    const expTheta = Math.exp(-theta);
    const byProduct = range <= PRODUCT_RANGE && Math.abs(theta) <= PRODUCT_RANGE;
    for (let j = 0; j < J; j += 1) {
      const wj = w[j]!;
      if (wj === 0) continue;
      // σ(θ − b) = 1 / (1 + e^(b − θ)), 1 − σ = e^(b − θ) σ.
      const x = byProduct ? expB[j]! * expTheta : Math.exp(b[j]! - theta);
      const p = 1 / (1 + x);
      score += wy[j]! - wj * p;
      if (x === Infinity) continue;
      const q = x * p;
      const v = wj * p * q;
      slope -= v;
      curve -= v * (q - p);
    }
    if (score === 0) return theta;
    if (score > 0) low = theta;
    else high = theta;
    const denominator = 2 * slope * slope - score * curve;
    const next = denominator > 0 ? theta - (2 * score * slope) / denominator : theta - score / slope;
    if (Math.abs(next - theta) < STEP_TOLERANCE * Math.max(1, Math.abs(theta))) return next;
    theta = next > low && next < high ? next : (low + high) / 2;
  }
  return theta;
}

/** Mean of σ(θ − b_j) weighted by W_j: the accuracy θ predicts on these cells. */
export function expectedAccuracy(cells: Cells, theta: number): number {
  const expTheta = Math.exp(-theta);
  let sum = 0;
  let total = 0;
  for (let j = 0; j < cells.w.length; j += 1) {
    const w = cells.w[j]!;
    if (w === 0) continue;
    const x = Math.abs(theta) <= PRODUCT_RANGE && Math.abs(cells.b[j]!) <= PRODUCT_RANGE;
    sum += w / (1 + (x ? cells.expB[j]! * expTheta : Math.exp(cells.b[j]! - theta)));
    total += w;
  }
  return sum / total;
}

/** The error level a minimising Σ w (e − d − a)² + λa², from Σ w (e − d) and Σ w. */
export function fitOneLevel(sumResidual: number, totalWeight: number): number {
  return sumResidual / (totalWeight + LAMBDA);
}
