import type { Track } from "@/lib/vocabulary";
import { interval95 } from "../metric-replicates";
import { indexMatrix, type CellMatrix, type FieldFit } from "./cell-matrix";
import { expectedAccuracy, fitOneAbility, fitOneLevel } from "./fit-one";
import { fitRasch } from "./fit-rasch";
import { fitTwoWay } from "./fit-two-way";
import { resampleCells, sampleSide, type SideSamples } from "./side-samples";

/** Before (0) or after (1) the entry's cutoff, or neither (-1: a left-out period), per cell as the matrix. */
export type Sides = Int8Array;

/** One entry's numbers (DOMAIN.md §9); NaN where there is none. Integrity: θ reads a (error level). */
export interface EntryDifficulty {
  ability: number;
  abilityLow: number;
  abilityHigh: number;
  thetaPre: number;
  thetaPost: number;
  deltaTheta: number;
  deltaThetaLow: number;
  deltaThetaHigh: number;
  observedPost: number;
  expectedPost: number;
  adjustedGap: number;
  adjustedGapLow: number;
  adjustedGapHigh: number;
  nPre: number;
  nPost: number;
  /** Entries the leave-one-out difficulties rest on. */
  fieldSize: number;
}

export interface DifficultyInput {
  track: Track;
  matrix: CellMatrix;
  sides: Sides;
  b: number;
  seed: number;
}

/** The field fit and every entry's ability, θ_pre/θ_post, Δθ and adjusted gap with intervals. */
export function computeDifficulty(input: DifficultyInput): { fit: FieldFit; entries: EntryDifficulty[] } {
  const { matrix } = input;
  const isVerdict = input.track === "verdict";
  const index = indexMatrix(matrix);
  const fitField = (options: { without?: number; start?: FieldFit }) =>
    isVerdict ? fitRasch(matrix, { ...options, index }) : fitTwoWay(matrix, { ...options, index });
  const fit = fitField({});
  const entries: EntryDifficulty[] = [];
  for (let e = 0; e < matrix.entries; e += 1) {
    const loo = fitField({ without: e, start: fit });
    entries.push(entryNumbers(input, e, fit, loo));
  }
  return { fit, entries };
}

const NONE = Number.NaN;

function entryNumbers(input: DifficultyInput, e: number, fit: FieldFit, loo: FieldFit): EntryDifficulty {
  const { matrix, sides } = input;
  const isVerdict = input.track === "verdict";
  const options = { b: input.b, seed: input.seed };
  const pick = (difficulty: Float64Array, side: number | null) => {
    const values: number[] = [];
    const b: number[] = [];
    for (let c = 0; c < matrix.claims; c += 1) {
      const v = matrix.values[e * matrix.claims + c]!;
      if (Number.isNaN(v) || Number.isNaN(difficulty[c]!)) continue;
      if (side !== null && sides[e * matrix.claims + c] !== side) continue;
      values.push(v);
      b.push(difficulty[c]!);
    }
    return { values, b };
  };
  const fitOf = (s: SideSamples, r: number | null, start: number): number => {
    if (isVerdict) return fitOneAbility(r === null ? s.point : resampleCells(s, r), start);
    if (r !== null) return fitOneLevel(s.residual[r]!, s.total[r]!);
    let residual = 0;
    for (let j = 0; j < s.point.b.length; j += 1) residual += s.point.wy[j]! - s.point.w[j]! * s.point.b[j]!;
    return fitOneLevel(residual, s.n);
  };
  // Accuracy θ predicts, or MSE a predicts (mean of a + d), on a side's cells.
  const expectedOn = (s: SideSamples, r: number | null, theta: number): number => {
    const cells = r === null ? s.point : resampleCells(s, r);
    if (isVerdict) return expectedAccuracy(cells, theta);
    let sum = 0;
    let total = 0;
    for (let j = 0; j < cells.b.length; j += 1) {
      sum += cells.w[j]! * (theta + cells.b[j]!);
      total += cells.w[j]!;
    }
    return sum / total;
  };
  const own = pick(fit.difficulty, null);
  const all = sampleSide(own.values, own.b, options);
  const abilityReps: number[] = [];
  const ability = fit.ability[e]!;
  if (all.n > 0) for (let r = 0; r < input.b; r += 1) abilityReps.push(fitOf(all, r, ability));
  const [abilityLow, abilityHigh] = all.n > 0 ? interval95(abilityReps) : [NONE, NONE];
  const preData = pick(loo.difficulty, 0);
  const postData = pick(loo.difficulty, 1);
  const pre = sampleSide(preData.values, preData.b, options);
  const post = sampleSide(postData.values, postData.b, { ...options, seed: options.seed + 1 });
  const thetaPre = pre.n > 0 ? fitOf(pre, null, 0) : NONE;
  const thetaPost = post.n > 0 ? fitOf(post, null, 0) : NONE;
  const observedPost = post.n > 0 ? postData.values.reduce((s, v) => s + v, 0) / post.n : NONE;
  const result: EntryDifficulty = {
    ability: all.n > 0 ? ability : NONE,
    abilityLow,
    abilityHigh,
    thetaPre,
    thetaPost,
    deltaTheta: NONE,
    deltaThetaLow: NONE,
    deltaThetaHigh: NONE,
    observedPost,
    expectedPost: NONE,
    adjustedGap: NONE,
    adjustedGapLow: NONE,
    adjustedGapHigh: NONE,
    nPre: pre.n,
    nPost: post.n,
    fieldSize: loo.fieldSize,
  };
  if (pre.n === 0 || post.n === 0) return result;
  const expectedPost = expectedOn(post, null, thetaPre);
  const deltas: number[] = [];
  const gaps: number[] = [];
  for (let r = 0; r < input.b; r += 1) {
    const tPre = fitOf(pre, r, thetaPre);
    const tPost = fitOf(post, r, thetaPost);
    deltas.push(tPost - tPre);
    gaps.push(post.sumValue[r]! / post.total[r]! - expectedOn(post, r, tPre));
  }
  const [deltaThetaLow, deltaThetaHigh] = interval95(deltas);
  const [adjustedGapLow, adjustedGapHigh] = interval95(gaps);
  return {
    ...result,
    deltaTheta: thetaPost - thetaPre,
    deltaThetaLow,
    deltaThetaHigh,
    expectedPost,
    adjustedGap: observedPost - expectedPost,
    adjustedGapLow,
    adjustedGapHigh,
  };
}
