import { indexMatrix, type CellMatrix, type FieldFit, type FitOptions } from "./cell-matrix";
import { groupFull, groupWithout, type RaschGroups } from "./rasch-groups";
import { RaschNewton } from "./rasch-newton";
import { choleskySolve } from "./solve-spd";

/** Gradient max-norm the fit stops at (DOMAIN.md §9). */
export const GRADIENT_TOLERANCE = 1e-9;

/** What a full Rasch fit keeps for its leave-one-out fits. */
export interface RaschState {
  groups: RaschGroups;
  /** Cholesky factor of the reduced Hessian at the optimum, over groups.entries. */
  factor: Float64Array;
}

/**
 * The Rasch model P(y = 1) = σ(θ_e − b_c) by penalised joint maximum likelihood with λ = 1
 * (DOMAIN.md §9), to a gradient max-norm below 1e-9, by Newton's method on the grouped
 * problem (rasch-groups.ts; rasch-newton.ts). A leave-one-out fit (`without`, with the full
 * fit as `start`) derives its groups from the full fit's, starts at the full optimum, and
 * steps with the full fit's factor while that converges fast (rasch-newton.ts).
 */
export function fitRasch(m: CellMatrix, options: FitOptions = {}): FieldFit {
  const index = options.index ?? indexMatrix(m);
  const fullState = options.start?.rasch;
  const full = fullState?.groups ?? groupFull(m, index);
  if (options.without === undefined) return solve(m, full, null, null, true);
  const groups = groupWithout(m, full, options.without);
  const start = options.start;
  if (!start || !fullState) return solve(m, groups, null, null, false);
  const theta = Float64Array.from(groups.entries, (e) => start.ability[e]!);
  // A new group's start: the mean difficulty of its claims in the full fit.
  const beta = new Float64Array(groups.k.length);
  for (let c = 0; c < m.claims; c += 1) {
    const g = groups.claimGroup[c]!;
    if (g >= 0) beta[g]! += start.difficulty[c]!;
  }
  for (let g = 0; g < beta.length; g += 1) beta[g]! /= groups.k[g]!;
  return solve(m, groups, { theta, beta }, borderedSolve(fullState, groups, options.without), false);
}

function solve(
  m: CellMatrix,
  groups: RaschGroups,
  start: { theta: Float64Array; beta: Float64Array } | null,
  shared: ((rhs: Float64Array, out: Float64Array) => void) | null,
  keepFactor: boolean,
): FieldFit {
  const newton = new RaschNewton(groups);
  if (start) {
    newton.theta.set(start.theta);
    newton.beta.set(start.beta);
  }
  newton.run(GRADIENT_TOLERANCE, shared);
  const nE = groups.entries.length;
  const ability = new Float64Array(m.entries).fill(Number.NaN);
  groups.entries.forEach((e, i) => (ability[e] = newton.theta[i]!));
  const difficulty = new Float64Array(m.claims).fill(Number.NaN);
  for (let c = 0; c < m.claims; c += 1) {
    const g = groups.claimGroup[c]!;
    if (g >= 0) difficulty[c] = newton.beta[g]!;
  }
  const fit: FieldFit = {
    ability,
    difficulty,
    entriesPerClaim: Int32Array.from(groups.counts, (n, c) => (groups.claimGroup[c]! < 0 ? 0 : n)),
    fieldSize: nE,
    cells: { group: groups.claimGroup, difficulty: Float64Array.from(newton.beta) },
  };
  if (!keepFactor || nE === 0) return fit;
  newton.evaluate(newton.theta, newton.beta);
  return { ...fit, rasch: { groups, factor: newton.factorAtCurrent() } };
}

/**
 * For a leave-one-out fit over the full fit's entries but one: a solve of the full fit's
 * reduced system with that entry's row and column deleted, from the full factor (the
 * bordered-system identity: x = u − (u_q / v_q) v with u = S⁻¹ r̃, v = S⁻¹ e_q, r̃ = r with
 * 0 inserted at q, and x_q = 0 dropped). Null when the entries do not match (a claim left
 * the fit and took an entry's last cell with it).
 */
function borderedSolve(
  full: RaschState,
  groups: RaschGroups,
  without: number,
): ((rhs: Float64Array, out: Float64Array) => void) | null {
  const all = full.groups.entries;
  const entries = groups.entries;
  if (all.length !== entries.length + 1) return null;
  const q = all.indexOf(without);
  if (q < 0) return null;
  for (let i = 0; i < entries.length; i += 1) if (entries[i] !== all[i < q ? i : i + 1]) return null;
  const n = all.length;
  const unit = new Float64Array(n);
  unit[q] = 1;
  const v = choleskySolve(full.factor, unit, n);
  const padded = new Float64Array(n);
  return (rhs, out) => {
    for (let i = 0; i < n - 1; i += 1) padded[i < q ? i : i + 1] = rhs[i]!;
    padded[q] = 0;
    const u = choleskySolve(full.factor, padded, n);
    const ratio = u[q]! / v[q]!;
    for (let i = 0; i < n - 1; i += 1) {
      const k = i < q ? i : i + 1;
      out[i] = u[k]! - ratio * v[k]!;
    }
  };
}
