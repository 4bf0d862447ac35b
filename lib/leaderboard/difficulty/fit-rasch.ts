import { claimObservers, LAMBDA, type CellMatrix, type FieldFit, type FitOptions } from "./cell-matrix";
import { solveSpd } from "./solve-spd";

/** Gradient max-norm the fit stops at (DOMAIN.md §8). */
export const GRADIENT_TOLERANCE = 1e-9;
const MAX_ITERATIONS = 100;

/** Claims that share their observers and column sum: one difficulty at the optimum. */
interface Group {
  observers: Int32Array;
  /** Claims in the group. */
  k: number;
  /** Column sum of y over the observers (per claim). */
  s: number;
  claims: number[];
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const softplus = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

/**
 * The Rasch model P(y = 1) = σ(θ_e − b_c) by penalised joint maximum likelihood with λ = 1
 * (DOMAIN.md §8), to a gradient max-norm below 1e-9. The objective reads y only through row
 * and column sums, so claims with the same observers and column sum are one unknown (at
 * most entries + 1 groups on a complete binary matrix); Newton's method on the grouped
 * problem, its system reduced to the entries (Schur complement, the claim block is
 * diagonal), with a halving line search.
 */
export function fitRasch(m: CellMatrix, options: FitOptions = {}): FieldFit {
  const { active, kept, observers, counts } = claimObservers(m, options.without);
  const groups = groupClaims(m, active, kept, observers);
  // Entries in the fit: those with a cell on a kept claim; their row sums.
  const inFit = new Uint8Array(m.entries);
  for (const g of groups) for (const e of g.observers) inFit[e] = 1;
  const entries = [...active].filter((e) => inFit[e] === 1);
  const slot = new Int32Array(m.entries).fill(-1);
  entries.forEach((e, i) => (slot[e] = i));
  const nE = entries.length;
  const rows = new Float64Array(nE);
  for (const g of groups) for (const e of g.observers) for (const c of g.claims) rows[slot[e]!]! += m.values[e * m.claims + c]!;
  const theta = new Float64Array(nE);
  const beta = new Float64Array(groups.length);
  if (options.start) {
    entries.forEach((e, i) => (theta[i] = options.start!.ability[e] || 0));
    groups.forEach((g, j) => {
      let sum = 0;
      for (const c of g.claims) sum += options.start!.difficulty[c] || 0;
      beta[j] = sum / g.k;
    });
  }
  const objective = (t: Float64Array, b: Float64Array): number => {
    let value = 0;
    for (let i = 0; i < nE; i += 1) value += t[i]! * rows[i]! - (LAMBDA / 2) * t[i]! * t[i]!;
    groups.forEach((g, j) => {
      let part = -b[j]! * g.s - (LAMBDA / 2) * b[j]! * b[j]!;
      for (const e of g.observers) part -= softplus(t[slot[e]!]! - b[j]!);
      value += g.k * part;
    });
    return value;
  };
  let current = objective(theta, beta);
  for (let iteration = 0; iteration < MAX_ITERATIONS && nE > 0; iteration += 1) {
    const gTheta = new Float64Array(nE);
    const gBeta = new Float64Array(groups.length);
    const hTheta = new Float64Array(nE).fill(LAMBDA);
    const hBeta = new Float64Array(groups.length);
    const schur = new Float64Array(nE * nE);
    for (let i = 0; i < nE; i += 1) gTheta[i] = rows[i]! - LAMBDA * theta[i]!;
    let norm = 0;
    groups.forEach((g, j) => {
      const obs = g.observers;
      const w = new Float64Array(obs.length);
      let sumP = 0;
      let sumW = 0;
      for (let a = 0; a < obs.length; a += 1) {
        const i = slot[obs[a]!]!;
        const p = sigmoid(theta[i]! - beta[j]!);
        w[a] = p * (1 - p);
        sumP += p;
        sumW += w[a]!;
        gTheta[i]! -= g.k * p;
        hTheta[i]! += g.k * w[a]!;
      }
      // Per claim: ∂/∂b_c = Σ p − s − λ b_c.
      const perClaim = sumP - g.s - LAMBDA * beta[j]!;
      norm = Math.max(norm, Math.abs(perClaim));
      gBeta[j] = g.k * perClaim;
      hBeta[j] = g.k * (sumW + LAMBDA);
      // S = H_θθ − H_θβ H_ββ⁻¹ H_βθ, lower triangle: the group's k² w_a w_b / (k (W + λ)).
      const scale = g.k / (sumW + LAMBDA);
      for (let a = 0; a < obs.length; a += 1) {
        const row = slot[obs[a]!]! * nE;
        const wa = w[a]! * scale;
        for (let b = 0; b <= a; b += 1) schur[row + slot[obs[b]!]!]! -= wa * w[b]!;
      }
    });
    for (let i = 0; i < nE; i += 1) norm = Math.max(norm, Math.abs(gTheta[i]!));
    if (norm < GRADIENT_TOLERANCE) break;
    // Newton step Δ = H⁻¹ ∇ for H = −∇² (H_θβ = −k w): reduce the claim block.
    const rhs = Float64Array.from(gTheta);
    for (let i = 0; i < nE; i += 1) schur[i * nE + i]! += hTheta[i]!;
    groups.forEach((g, j) => {
      const ratio = gBeta[j]! / hBeta[j]!;
      for (const e of g.observers) {
        const i = slot[e]!;
        const p = sigmoid(theta[i]! - beta[j]!);
        rhs[i]! += g.k * p * (1 - p) * ratio;
      }
    });
    const dTheta = solveSpd(schur, rhs, nE);
    const dBeta = new Float64Array(groups.length);
    groups.forEach((g, j) => {
      let coupling = 0;
      for (const e of g.observers) {
        const i = slot[e]!;
        const p = sigmoid(theta[i]! - beta[j]!);
        coupling += g.k * p * (1 - p) * dTheta[i]!;
      }
      dBeta[j] = (gBeta[j]! + coupling) / hBeta[j]!;
    });
    let step = 1;
    for (let tries = 0; tries < 40; tries += 1, step /= 2) {
      const t = theta.map((v, i) => v + step * dTheta[i]!);
      const b = beta.map((v, j) => v + step * dBeta[j]!);
      const value = objective(t, b);
      // Near the optimum the objective stops changing within rounding: take the full step.
      if (value >= current - 1e-12 * Math.abs(current) || tries === 39) {
        theta.set(t);
        beta.set(b);
        current = value;
        break;
      }
    }
  }
  const ability = new Float64Array(m.entries).fill(Number.NaN);
  entries.forEach((e, i) => (ability[e] = theta[i]!));
  const difficulty = new Float64Array(m.claims).fill(Number.NaN);
  groups.forEach((g, j) => {
    for (const c of g.claims) difficulty[c] = beta[j]!;
  });
  const entriesPerClaim = Int32Array.from(counts, (n, c) => (Number.isNaN(difficulty[c]!) ? 0 : n));
  return { ability, difficulty, entriesPerClaim, fieldSize: nE };
}

/** Kept claims grouped by (observers, column sum). */
function groupClaims(
  m: CellMatrix,
  active: Int32Array,
  kept: Int32Array,
  observers: (Int32Array | null)[],
): Group[] {
  const byKey = new Map<string, Group>();
  for (const c of kept) {
    const obs = observers[c] ?? active;
    let s = 0;
    for (const e of obs) s += m.values[e * m.claims + c]!;
    const key = `${observers[c] ? obs.join(",") : "all"}|${s}`;
    const group = byKey.get(key);
    if (group) {
      group.k += 1;
      group.claims.push(c);
    } else byKey.set(key, { observers: obs, k: 1, s, claims: [c] });
  }
  return [...byKey.values()];
}
