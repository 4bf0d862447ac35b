import { LAMBDA } from "./cell-matrix";
import type { RaschGroups } from "./rasch-groups";
import { choleskyFactor, choleskySolve } from "./solve-spd";

const MAX_ITERATIONS = 100;
/** Beyond this |θ| or |b| the probabilities are computed pair by pair (e^θ e^−b could overflow). */
const PRODUCT_RANGE = 300;
const softplus = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

/**
 * Newton's method on the grouped Rasch problem (DOMAIN.md §9), its system reduced to the
 * entries (Schur complement: the claim block is diagonal), with every buffer allocated once.
 * H = −∇² with H_θθ = diag(λ + Σ k w), H_ββ = diag(k (Σ w + λ)), H_θβ = −k w, w = p (1 − p).
 * A full step is kept when it lowers the gradient's max-norm; otherwise the step is taken
 * again with a fresh factor, and with a halving line search on the objective.
 */
export class RaschNewton {
  readonly theta: Float64Array;
  readonly beta: Float64Array;
  private readonly gTheta: Float64Array;
  /** Per group, ∂/∂b of one of its claims: Σ p − s − λ b. */
  private readonly perClaim: Float64Array;
  private readonly sumW: Float64Array;
  private readonly w: Float64Array;
  private readonly expTheta: Float64Array;
  private readonly rhs: Float64Array;
  private readonly dTheta: Float64Array;
  private readonly dBeta: Float64Array;
  private readonly nextTheta: Float64Array;
  private readonly nextBeta: Float64Array;

  constructor(private readonly p: RaschGroups) {
    const nE = p.entries.length;
    const G = p.k.length;
    this.theta = new Float64Array(nE);
    this.beta = new Float64Array(G);
    this.gTheta = new Float64Array(nE);
    this.perClaim = new Float64Array(G);
    this.sumW = new Float64Array(G);
    this.w = new Float64Array(p.obs.length);
    this.expTheta = new Float64Array(nE);
    this.rhs = new Float64Array(nE);
    this.dTheta = new Float64Array(nE);
    this.dBeta = new Float64Array(G);
    this.nextTheta = new Float64Array(nE);
    this.nextBeta = new Float64Array(G);
  }

  /**
   * Steps to a gradient max-norm below `tolerance`. `shared` solves the reduced system
   * approximately (a leave-one-out fit's: the full fit's factor); it is used while each step
   * gains at least a factor of 3, then the exact factor.
   */
  run(tolerance: number, shared: ((rhs: Float64Array, out: Float64Array) => void) | null): void {
    if (this.theta.length === 0) return;
    let solver = shared;
    let norm = this.evaluate(this.theta, this.beta);
    for (let iteration = 0; iteration < MAX_ITERATIONS && norm >= tolerance; iteration += 1) {
      if (solver) this.direction(solver);
      else {
        const factor = this.factorAtCurrent();
        this.direction((rhs, out) => out.set(choleskySolve(factor, rhs, rhs.length)));
      }
      this.stepBy(1);
      const next = this.evaluate(this.nextTheta, this.nextBeta);
      if (next < norm) {
        this.theta.set(this.nextTheta);
        this.beta.set(this.nextBeta);
        if (solver && next > norm / 3) solver = null;
        norm = next;
        continue;
      }
      if (solver) {
        solver = null;
        norm = this.evaluate(this.theta, this.beta);
        continue;
      }
      this.lineSearch();
      norm = this.evaluate(this.theta, this.beta);
    }
  }

  /** Gradient and weights at (t, b) into the buffers; returns the gradient's max-norm (per claim for b). */
  evaluate(t: Float64Array, b: Float64Array): number {
    const { k, s, start, obs, rows } = this.p;
    const nE = t.length;
    let range = 0;
    for (let i = 0; i < nE; i += 1) {
      range = Math.max(range, Math.abs(t[i]!));
      this.expTheta[i] = Math.exp(-t[i]!);
      this.gTheta[i] = rows[i]! - LAMBDA * t[i]!;
    }
    for (let g = 0; g < b.length; g += 1) range = Math.max(range, Math.abs(b[g]!));
    const byProduct = range <= PRODUCT_RANGE;
    let norm = 0;
    for (let g = 0; g < b.length; g += 1) {
      const bg = b[g]!;
      const eb = Math.exp(bg);
      const kg = k[g]!;
      let sumP = 0;
      let sumW = 0;
      for (let a = start[g]!, end = start[g + 1]!; a < end; a += 1) {
        const i = obs[a]!;
        // σ(θ − b) = 1 / (1 + e^(b − θ)); 1 − σ = e^(b − θ) σ, exact where σ is near 1.
        const x = byProduct ? eb * this.expTheta[i]! : Math.exp(bg - t[i]!);
        const prob = 1 / (1 + x);
        const weight = x === Infinity ? 0 : prob * (x * prob);
        this.w[a] = weight;
        sumP += prob;
        sumW += weight;
        this.gTheta[i]! -= kg * prob;
      }
      this.sumW[g] = sumW;
      const perClaim = sumP - s[g]! - LAMBDA * bg;
      this.perClaim[g] = perClaim;
      norm = Math.max(norm, Math.abs(perClaim));
    }
    for (let i = 0; i < nE; i += 1) norm = Math.max(norm, Math.abs(this.gTheta[i]!));
    return norm;
  }

  /** The Newton direction (Δθ, Δβ) = H⁻¹ ∇ at the evaluated point, the θ system solved by `solve`. */
  private direction(solve: (rhs: Float64Array, out: Float64Array) => void): void {
    const { start, obs } = this.p;
    this.rhs.set(this.gTheta);
    for (let g = 0; g < this.beta.length; g += 1) {
      // k ∂/∂b / (k (W + λ)) for the group's summed gradient k × perClaim.
      const ratio = (this.p.k[g]! * this.perClaim[g]!) / (this.sumW[g]! + LAMBDA);
      for (let a = start[g]!, end = start[g + 1]!; a < end; a += 1) this.rhs[obs[a]!]! += this.w[a]! * ratio;
    }
    solve(this.rhs, this.dTheta);
    for (let g = 0; g < this.beta.length; g += 1) {
      let coupling = 0;
      for (let a = start[g]!, end = start[g + 1]!; a < end; a += 1)
        coupling += this.w[a]! * this.dTheta[obs[a]!]!;
      this.dBeta[g] = (this.perClaim[g]! + coupling) / (this.sumW[g]! + LAMBDA);
    }
  }

  private stepBy(step: number): void {
    for (let i = 0; i < this.theta.length; i += 1)
      this.nextTheta[i] = this.theta[i]! + step * this.dTheta[i]!;
    for (let g = 0; g < this.beta.length; g += 1) this.nextBeta[g] = this.beta[g]! + step * this.dBeta[g]!;
  }

  /** Halves the step until the objective does not fall (the direction is an ascent direction). */
  private lineSearch(): void {
    const current = this.objective(this.theta, this.beta);
    let step = 1;
    for (let tries = 0; tries < 40; tries += 1, step /= 2) {
      this.stepBy(step);
      // Near the optimum the objective stops changing within rounding: take the step.
      if (
        this.objective(this.nextTheta, this.nextBeta) >= current - 1e-12 * Math.abs(current) ||
        tries === 39
      )
        break;
    }
    this.theta.set(this.nextTheta);
    this.beta.set(this.nextBeta);
  }

  private objective(t: Float64Array, b: Float64Array): number {
    const { k, s, start, obs, rows } = this.p;
    let value = 0;
    for (let i = 0; i < t.length; i += 1) value += t[i]! * rows[i]! - (LAMBDA / 2) * t[i]! * t[i]!;
    for (let g = 0; g < b.length; g += 1) {
      let part = -b[g]! * s[g]! - (LAMBDA / 2) * b[g]! * b[g]!;
      for (let a = start[g]!, end = start[g + 1]!; a < end; a += 1) part -= softplus(t[obs[a]!]! - b[g]!);
      value += k[g]! * part;
    }
    return value;
  }

  /**
   * Cholesky factor of the reduced Hessian at the evaluated point: S = H_θθ − H_θβ H_ββ⁻¹ H_βθ,
   * group g adding k w_a w_b / (W + λ) below the diagonal.
   */
  factorAtCurrent(): Float64Array {
    const { k, start, obs } = this.p;
    const nE = this.theta.length;
    const schur = new Float64Array(nE * nE);
    for (let i = 0; i < nE; i += 1) schur[i * nE + i] = LAMBDA;
    for (let g = 0; g < this.beta.length; g += 1) {
      const kg = k[g]!;
      const scale = kg / (this.sumW[g]! + LAMBDA);
      for (let a = start[g]!, end = start[g + 1]!; a < end; a += 1) {
        const ia = obs[a]!;
        const wa = this.w[a]!;
        schur[ia * nE + ia]! += kg * wa;
        const row = ia * nE;
        const scaled = wa * scale;
        // Observers are in ascending slot order, so (ia, ib) with b ≤ a is on or below the diagonal.
        for (let b = start[g]!; b <= a; b += 1) schur[row + obs[b]!]! -= scaled * this.w[b]!;
      }
    }
    return choleskyFactor(schur, nE);
  }
}
