import { resampleCounts, type ResampleCounts } from "../resample-counts";
import type { Cells } from "./fit-one";
import type { ResampleSums } from "./side-samples";

/**
 * The ability interval's resamples (DOMAIN.md §9) for entries with a cell on every fitted
 * claim. Their own claims are one list (the fitted claims in column order), so they share
 * their draws (resampleCounts) and, since difficulty groups are the field's, the draws per
 * group; only the answers differ. Per entry, only the draws of the claims it answered right
 * (or of those it answered wrong, whichever are fewer in a group) are summed.
 */
export interface SharedDraws {
  /** Fitted claims in column order (the resampled positions). */
  claims: Int32Array;
  /** Positions by group: those of group g at positions[groupStart[g]] … positions[groupStart[g + 1] − 1]. */
  groupStart: Int32Array;
  positions: Int32Array;
  b: number;
  counts: ResampleCounts;
  /** Draws per group and resample at g × B + r, and Σ draws × difficulty per resample. */
  drawsByGroup: Float64Array;
  sumDifficulty: Float64Array;
  difficulty: Float64Array;
  expB: Float64Array;
}

/**
 * The shared draws of a fit's claims: `group` per claim (-1: not fitted), `difficulty` per
 * group; the draws per group only `withCells` (the two-way fit's groups are its claims).
 */
export function shareDraws(
  group: Int32Array,
  difficulty: Float64Array,
  b: number,
  seed: number,
  withCells: boolean,
): SharedDraws {
  const G = difficulty.length;
  const claims: number[] = [];
  const sizes = new Int32Array(G + 1);
  group.forEach((g, c) => {
    if (g < 0) return;
    claims.push(c);
    sizes[g + 1]! += 1;
  });
  const groupStart = new Int32Array(G + 1);
  for (let g = 0; g < G; g += 1) groupStart[g + 1] = groupStart[g]! + sizes[g + 1]!;
  const fill = groupStart.slice(0, G);
  const positions = new Int32Array(claims.length);
  claims.forEach((c, i) => (positions[fill[group[c]!]!++] = i));
  const counts = resampleCounts(claims.length, b, seed);
  const drawsByGroup = new Float64Array(withCells ? G * b : 0);
  const sumDifficulty = new Float64Array(b);
  for (let g = 0; g < G; g += 1) {
    const target = withCells ? g * b : -1;
    const d = difficulty[g]!;
    for (let a = groupStart[g]!; a < groupStart[g + 1]!; a += 1) {
      const base = positions[a]! * b;
      if (target < 0) for (let r = 0; r < b; r += 1) sumDifficulty[r]! += counts[base + r]! * d;
      else for (let r = 0; r < b; r += 1) drawsByGroup[target + r]! += counts[base + r]!;
    }
    if (target >= 0) for (let r = 0; r < b; r += 1) sumDifficulty[r]! += drawsByGroup[target + r]! * d;
  }
  return {
    claims: Int32Array.from(claims),
    groupStart,
    positions,
    b,
    counts,
    drawsByGroup,
    sumDifficulty,
    difficulty,
    expB: difficulty.map(Math.exp),
  };
}

/** Whether the entry (its cells by claim) has a cell on every shared claim. */
export function answersEveryClaim(shared: SharedDraws, row: Float64Array): boolean {
  for (const c of shared.claims) if (Number.isNaN(row[c]!)) return false;
  return true;
}

/**
 * The entry's B resamples from the shared draws, visited as forEachResample visits them:
 * sums, and with `withCells` the cells per group (reused buffers).
 */
export function forEachSharedResample(
  shared: SharedDraws,
  row: Float64Array,
  withCells: boolean,
  visit: (r: number, sums: ResampleSums, cells: Cells) => void,
): void {
  const { b: B, counts, claims, groupStart, positions, drawsByGroup } = shared;
  const G = shared.difficulty.length;
  const cells: Cells = {
    b: shared.difficulty,
    expB: shared.expB,
    w: new Float64Array(G),
    wy: new Float64Array(G),
  };
  const sums: ResampleSums = { sumValue: 0, sumDifficulty: 0 };
  // Σ draws × value per group and resample; from the complement (draws × (1 − value)) where
  // fewer claims of the group have a value other than 1 than other than 0.
  const answered = new Float64Array(withCells ? G * B : B);
  const fromComplement = new Uint8Array(G);
  for (let g = 0; g < G; g += 1) {
    let notZero = 0;
    let notOne = 0;
    for (let a = groupStart[g]!; a < groupStart[g + 1]!; a += 1) {
      const v = row[claims[positions[a]!]!]!;
      if (v !== 0) notZero += 1;
      if (v !== 1) notOne += 1;
    }
    fromComplement[g] = withCells && notOne < notZero ? 1 : 0;
    const target = withCells ? g * B : 0;
    for (let a = groupStart[g]!; a < groupStart[g + 1]!; a += 1) {
      const v = row[claims[positions[a]!]!]!;
      const weight = fromComplement[g] ? 1 - v : v;
      if (weight === 0) continue;
      const base = positions[a]! * B;
      for (let r = 0; r < B; r += 1) answered[target + r]! += weight * counts[base + r]!;
    }
  }
  for (let r = 0; r < B; r += 1) {
    let value = 0;
    if (withCells)
      for (let g = 0; g < G; g += 1) {
        const draws = drawsByGroup[g * B + r]!;
        const sum = answered[g * B + r]!;
        const wy = fromComplement[g] ? draws - sum : sum;
        cells.w[g] = draws;
        cells.wy[g] = wy;
        value += wy;
      }
    else value = answered[r]!;
    sums.sumValue = value;
    sums.sumDifficulty = shared.sumDifficulty[r]!;
    visit(r, sums, cells);
  }
}
