import {
  claimObservers,
  LAMBDA,
  rowSums,
  type CellMatrix,
  type FieldFit,
  type FitOptions,
} from "./cell-matrix";
import { choleskyFactor, choleskySolve } from "./solve-spd";

/** Gradient max-norm the fit stops at (DOMAIN.md §9). */
export const GRADIENT_TOLERANCE = 1e-9;
const MAX_ITERATIONS = 100;

/** Claims that share their observers and column sum: one difficulty at the optimum. */
interface Group {
  /** The observers' positions among the fitted entries. */
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
 * (DOMAIN.md §9), to a gradient max-norm below 1e-9. The objective reads y only through row
 * and column sums, so claims with the same observers and column sum are one unknown (at
 * most entries + 1 groups on a complete binary matrix); Newton's method on the grouped
 * problem, its system reduced to the entries (Schur complement, the claim block is
 * diagonal), with a halving line search.
 */
export function fitRasch(m: CellMatrix, options: FitOptions = {}): FieldFit {
  const { active, kept, observers, counts, sums } = claimObservers(m, options.without, options.index);
  const { sum: rowSum, cells } = rowSums(m, active, kept);
  // Entries in the fit: those with a cell on a kept claim.
  const entries = [...active].filter((e) => cells[e]! > 0);
  const slot = new Int32Array(m.entries).fill(-1);
  entries.forEach((e, i) => (slot[e] = i));
  const nE = entries.length;
  const rows = Float64Array.from(entries, (e) => rowSum[e]!);
  const groups = groupClaims(
    kept,
    observers,
    sums,
    Int32Array.from(entries, (_, i) => i),
    slot,
  );
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
      for (const i of g.observers) part -= softplus(t[i]! - b[j]!);
      value += g.k * part;
    });
    return value;
  };
  let current = objective(theta, beta);
  // The reduced Hessian is factored again only when the last step gained less than a factor
  // of 10 (a chord method in between): near the optimum, as in every leave-one-out fit that
  // starts from the full fit, it hardly changes, and forming it is the fit's main cost.
  let factor: { l: Float64Array; w: Float64Array[]; hBeta: Float64Array } | null = null;
  let lastNorm = Infinity;
  // A leave-one-out fit first steps with the full fit's factor, the entry's row and column
  // taken out (sharedFactor), while that gains a factor of 3 a step.
  let shared = sharedFactor(options, entries);
  for (let iteration = 0; iteration < MAX_ITERATIONS && nE > 0; iteration += 1) {
    const gTheta = new Float64Array(nE);
    const gBeta = new Float64Array(groups.length);
    const hBeta = new Float64Array(groups.length);
    for (let i = 0; i < nE; i += 1) gTheta[i] = rows[i]! - LAMBDA * theta[i]!;
    let norm = 0;
    const weights = groups.map((g, j) => {
      const obs = g.observers;
      const w = new Float64Array(obs.length);
      let sumP = 0;
      let sumW = 0;
      for (let a = 0; a < obs.length; a += 1) {
        const i = obs[a]!;
        const p = sigmoid(theta[i]! - beta[j]!);
        w[a] = p * (1 - p);
        sumP += p;
        sumW += w[a]!;
        gTheta[i]! -= g.k * p;
      }
      hBeta[j] = g.k * (sumW + LAMBDA);
      // Per claim: ∂/∂b_c = Σ p − s − λ b_c.
      const perClaim = sumP - g.s - LAMBDA * beta[j]!;
      norm = Math.max(norm, Math.abs(perClaim));
      gBeta[j] = g.k * perClaim;
      return w;
    });
    for (let i = 0; i < nE; i += 1) norm = Math.max(norm, Math.abs(gTheta[i]!));
    if (norm < GRADIENT_TOLERANCE) break;
    if (shared && iteration > 0 && norm > lastNorm / 3) shared = null;
    if (!shared && (!factor || norm > lastNorm / 10)) factor = factorHessian(groups, weights, nE);
    lastNorm = norm;
    // Newton step Δ = H⁻¹ ∇ for H = −∇² (H_θβ = −k w): the claim block reduced.
    const own = shared ? { w: weights, hBeta } : factor!;
    const rhs = Float64Array.from(gTheta);
    groups.forEach((g, j) => {
      const ratio = (g.k * gBeta[j]!) / own.hBeta[j]!;
      const w = own.w[j]!;
      for (let a = 0; a < g.observers.length; a += 1) rhs[g.observers[a]!]! += w[a]! * ratio;
    });
    const dTheta = shared ? shared(rhs) : choleskySolve(factor!.l, rhs, nE);
    const dBeta = groups.map((g, j) => {
      const w = own.w[j]!;
      let coupling = 0;
      for (let a = 0; a < g.observers.length; a += 1) coupling += w[a]! * dTheta[g.observers[a]!]!;
      return (gBeta[j]! + g.k * coupling) / own.hBeta[j]!;
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
        if (tries > 0) {
          factor = null;
          shared = null;
        }
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
  const fit: FieldFit = { ability, difficulty, entriesPerClaim, fieldSize: nE };
  if (options.without !== undefined || nE === 0) return fit;
  const weights = groups.map((g, j) =>
    Float64Array.from(g.observers, (i) => {
      const p = sigmoid(theta[i]! - beta[j]!);
      return p * (1 - p);
    }),
  );
  return {
    ...fit,
    hessian: { factor: factorHessian(groups, weights, nE).l, entries: Int32Array.from(entries) },
  };
}

/** Kept claims grouped by (observers, column sum); observers as positions among the fitted entries. */
function groupClaims(
  kept: Int32Array,
  observers: (Int32Array | null)[],
  sums: Float64Array,
  all: Int32Array,
  slot: Int32Array,
): Group[] {
  const byKey = new Map<string, Group>();
  for (const c of kept) {
    const list = observers[c];
    const s = sums[c]!;
    const key = `${list ? list.join(",") : "all"}|${s}`;
    const group = byKey.get(key);
    if (group) {
      group.k += 1;
      group.claims.push(c);
    } else
      byKey.set(key, {
        observers: list ? Int32Array.from(list, (e) => slot[e]!) : all,
        k: 1,
        s,
        claims: [c],
      });
  }
  return [...byKey.values()];
}

/**
 * The reduced Hessian's Cholesky factor: S = H_θθ − H_θβ H_ββ⁻¹ H_βθ with H_θθ = diag(λ +
 * Σ k w), H_ββ = diag(k (Σ w + λ)), H_θβ = −k w; kept with the weights it was formed from.
 */
function factorHessian(
  groups: readonly Group[],
  weights: readonly Float64Array[],
  nE: number,
): { l: Float64Array; w: Float64Array[]; hBeta: Float64Array } {
  const schur = new Float64Array(nE * nE);
  for (let i = 0; i < nE; i += 1) schur[i * nE + i] = LAMBDA;
  const hBeta = new Float64Array(groups.length);
  groups.forEach((g, j) => {
    const obs = g.observers;
    const w = weights[j]!;
    let sumW = 0;
    for (let a = 0; a < obs.length; a += 1) {
      sumW += w[a]!;
      schur[obs[a]! * nE + obs[a]!]! += g.k * w[a]!;
    }
    hBeta[j] = g.k * (sumW + LAMBDA);
    // Lower triangle: the group's k² w_a w_b / (k (W + λ)).
    const scale = g.k / (sumW + LAMBDA);
    for (let a = 0; a < obs.length; a += 1) {
      const row = obs[a]! * nE;
      const wa = w[a]! * scale;
      for (let b = 0; b <= a; b += 1) schur[row + obs[b]!]! -= wa * w[b]!;
    }
  });
  return { l: choleskyFactor(schur, nE), w: [...weights], hBeta };
}

/**
 * For a leave-one-out fit over the full fit's entries but one: a solve of the full fit's
 * reduced system with that entry's row and column deleted, from the full factor (the
 * bordered-system identity: x = u − (u_q / v_q) v with u = S⁻¹ r̃, v = S⁻¹ e_q, r̃ = r with
 * 0 inserted at q, and x_q = 0 dropped). Null when the entries do not match.
 */
function sharedFactor(
  options: FitOptions,
  entries: readonly number[],
): ((rhs: Float64Array) => Float64Array) | null {
  const hessian = options.start?.hessian;
  if (!hessian || options.without === undefined || hessian.entries.length !== entries.length + 1) return null;
  const q = hessian.entries.indexOf(options.without);
  if (q < 0 || hessian.entries.some((e, i) => i !== q && e !== (i < q ? entries[i] : entries[i - 1])))
    return null;
  const n = hessian.entries.length;
  const unit = new Float64Array(n);
  unit[q] = 1;
  const v = choleskySolve(hessian.factor, unit, n);
  return (rhs) => {
    const padded = new Float64Array(n);
    for (let i = 0; i < n - 1; i += 1) padded[i < q ? i : i + 1] = rhs[i]!;
    const u = choleskySolve(hessian.factor, padded, n);
    const ratio = u[q]! / v[q]!;
    return Float64Array.from({ length: n - 1 }, (_, i) => {
      const k = i < q ? i : i + 1;
      return u[k]! - ratio * v[k]!;
    });
  };
}
