import type { Track } from "@/lib/vocabulary";
import { interval95 } from "../metric-replicates";
import { indexMatrix, type CellMatrix, type FieldFit } from "./cell-matrix";
import { createDrawStream, type DrawStream } from "./draw-stream";
import { expectedAccuracy, fitOneAbility, fitOneLevel, type Cells } from "./fit-one";
import { fitRasch } from "./fit-rasch";
import { fitTwoWay } from "./fit-two-way";
import { answersEveryClaim, forEachSharedResample, shareDraws, type SharedDraws } from "./shared-draws";
import { collectSide, forEachResample, pointCells, type ResampleSums, type Side } from "./side-samples";

/** Before (0) or after (1) the entry's cutoff, or neither (-1: a left-out period), per cell as the matrix. */
type Sides = Int8Array;

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

interface DifficultyInput {
  track: Track;
  matrix: CellMatrix;
  sides: Sides;
  b: number;
  seed: number;
}

/**
 * The field fit and every entry's ability, θ_pre/θ_post, Δθ and adjusted gap with intervals.
 * The leave-one-out fits start from the full one; the resamples' draws come from one raw
 * stream per seed (draw-stream.ts), shared by every entry.
 */
export function computeDifficulty(input: DifficultyInput): { fit: FieldFit; entries: EntryDifficulty[] } {
  const { matrix } = input;
  const isVerdict = input.track === "verdict";
  const index = indexMatrix(matrix);
  const fitField = (options: { without?: number; start?: FieldFit }) =>
    isVerdict ? fitRasch(matrix, { ...options, index }) : fitTwoWay(matrix, { ...options, index });
  const fit = fitField({});
  const full = groupsOf(fit);
  let shared: SharedDraws | null = null;
  const streams: Streams = {
    before: createDrawStream(input.seed),
    after: createDrawStream(input.seed + 1),
    shared: () => (shared ??= shareDraws(full.group, full.difficulty, input.b, input.seed, isVerdict)),
  };
  const entries: EntryDifficulty[] = [];
  for (let e = 0; e < matrix.entries; e += 1) {
    const loo = fitField({ without: e, start: fit });
    entries.push(entryNumbers(input, e, { fit, full }, loo, streams));
  }
  return { fit, entries };
}

const NONE = Number.NaN;

/** The board's draws: the before side (and the ability's resamples) with its seed, the after side with seed + 1. */
interface Streams {
  before: DrawStream;
  after: DrawStream;
  /** The ability resamples of entries with a cell on every fitted claim (made on first use). */
  shared: () => SharedDraws;
}

/** Per claim its difficulty group and per group the difficulty (two-way fits: each claim its own). */
function groupsOf(fit: FieldFit): Groups {
  if (fit.cells) return fit.cells;
  const group = new Int32Array(fit.difficulty.length);
  for (let c = 0; c < group.length; c += 1) group[c] = Number.isNaN(fit.difficulty[c]!) ? -1 : c;
  return { group, difficulty: fit.difficulty };
}

type Groups = { group: Int32Array; difficulty: Float64Array };

function entryNumbers(
  input: DifficultyInput,
  e: number,
  { fit, full }: { fit: FieldFit; full: Groups },
  loo: FieldFit,
  streams: Streams,
): EntryDifficulty {
  const { matrix, sides, b: B } = input;
  const isVerdict = input.track === "verdict";
  const C = matrix.claims;
  const row = matrix.values.subarray(e * C, (e + 1) * C);
  const sideRow = sides.subarray(e * C, (e + 1) * C);
  // θ (or a) on a side's cells, or on one resample of them; a = Σ(e − d) / (n + λ).
  const fitSide = (side: Side, cells: Cells, sums: ResampleSums, start: number): number =>
    isVerdict ? fitOneAbility(cells, start) : fitOneLevel(sums.sumValue - sums.sumDifficulty, side.n);
  const pointOf = (side: Side, start: number) => {
    const cells = pointCells(side);
    let sumValue = 0;
    let sumDifficulty = 0;
    for (let i = 0; i < side.n; i += 1) {
      sumValue += side.values[i]!;
      sumDifficulty += side.difficulty[side.group[i]!]!;
    }
    const sums = { sumValue, sumDifficulty };
    return { cells, sums, theta: side.n > 0 ? fitSide(side, cells, sums, start) : NONE };
  };
  // Accuracy θ predicts, or MSE a predicts (mean of a + d), on a side's cells.
  const expectedOn = (side: Side, cells: Cells, sums: ResampleSums, theta: number): number =>
    isVerdict ? expectedAccuracy(cells, theta) : theta + sums.sumDifficulty / side.n;
  const own = collectSide(row, full.group, full.difficulty, null, 0);
  const ability = fit.ability[e]!;
  const abilityReps: number[] = [];
  const addAbility = (_r: number, sums: ResampleSums, cells: Cells) =>
    abilityReps.push(fitSide(own, cells, sums, ability));
  if (own.n > 0 && B > 0) {
    const shared = streams.shared();
    if (own.n === shared.claims.length && answersEveryClaim(shared, row))
      forEachSharedResample(shared, row, isVerdict, addAbility);
    else forEachResample(own, streams.before, B, isVerdict, addAbility);
  }
  const [abilityLow, abilityHigh] = own.n > 0 ? interval95(abilityReps) : [NONE, NONE];
  const left = groupsOf(loo);
  const pre = collectSide(row, left.group, left.difficulty, sideRow, 0);
  const post = collectSide(row, left.group, left.difficulty, sideRow, 1);
  const start = Number.isNaN(ability) ? 0 : ability;
  const prePoint = pointOf(pre, start);
  const postPoint = pointOf(post, start);
  const result: EntryDifficulty = {
    ability: own.n > 0 ? ability : NONE,
    abilityLow,
    abilityHigh,
    thetaPre: prePoint.theta,
    thetaPost: postPoint.theta,
    deltaTheta: NONE,
    deltaThetaLow: NONE,
    deltaThetaHigh: NONE,
    observedPost: post.n > 0 ? postPoint.sums.sumValue / post.n : NONE,
    expectedPost: NONE,
    adjustedGap: NONE,
    adjustedGapLow: NONE,
    adjustedGapHigh: NONE,
    nPre: pre.n,
    nPost: post.n,
    fieldSize: loo.fieldSize,
  };
  if (pre.n === 0 || post.n === 0) return result;
  const expectedPost = expectedOn(post, postPoint.cells, postPoint.sums, prePoint.theta);
  const preReps = new Float64Array(B);
  forEachResample(pre, streams.before, B, isVerdict, (r, sums, cells) => {
    preReps[r] = fitSide(pre, cells, sums, prePoint.theta);
  });
  const deltas: number[] = [];
  const gaps: number[] = [];
  forEachResample(post, streams.after, B, isVerdict, (r, sums, cells) => {
    const tPre = preReps[r]!;
    deltas.push(fitSide(post, cells, sums, postPoint.theta) - tPre);
    gaps.push(sums.sumValue / post.n - expectedOn(post, cells, sums, tPre));
  });
  const [deltaThetaLow, deltaThetaHigh] = interval95(deltas);
  const [adjustedGapLow, adjustedGapHigh] = interval95(gaps);
  return {
    ...result,
    deltaTheta: postPoint.theta - prePoint.theta,
    deltaThetaLow,
    deltaThetaHigh,
    expectedPost,
    adjustedGap: result.observedPost - expectedPost,
    adjustedGapLow,
    adjustedGapHigh,
  };
}
