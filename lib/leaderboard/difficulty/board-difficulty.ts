import { periodOfDate } from "@/lib/periods/periods";
import type { InstanceRecord, ScoringClaim } from "@/lib/scoring/types";
import type { Period, Track } from "@/lib/vocabulary";
import { cutRecords, type SliceCut } from "../cut";
import { claimErrors } from "../estimate-cutoff";
import { splitPrePost } from "../pre-post";
import { addDays } from "@/lib/periods/calendar-date";
import { computeDifficulty, type EntryDifficulty } from "./adjusted-gaps";
import { MIN_FIELD_FOR_GAPS, smallFieldMessage } from "./field-size";
import { periodDifficulty, type PeriodDifficulty } from "./period-difficulty";

/** An entry's numbers as a board stores and serves them: null where there is none (JSON has no NaN). */
type EntryDifficultyView = { entryId: string } & { [K in keyof EntryDifficulty]: number | null };

/**
 * A board's claim difficulties (DOMAIN.md §9), computed with its table (server only: the
 * claims' difficulties read the gold of every selected split; lib/disclosure decides who sees
 * what of it).
 */
export interface BoardDifficulty {
  track: Track;
  /** Entries the full fit rests on. */
  fieldSize: number;
  /** Fewest entries a leave-one-out fit needs for Δθ and the adjusted gap (null below it). */
  minField: number;
  /** Why the adjusted gaps are not shown, or null. */
  message: string | null;
  entries: EntryDifficultyView[];
  /** Fitted claims: difficulty (logits, or MSE scale on the integrity track) and entries it rests on. */
  claims: { claimId: string; period: string; difficulty: number; n: number }[];
  periods: PeriodDifficulty[];
}

interface BoardDifficultyInput {
  track: Track;
  period: Period;
  /** The board's claims: the window, after the slice cut. */
  claims: readonly ScoringClaim[];
  entries: readonly { entryId: string; cutoff: string | null; readonly records: readonly InstanceRecord[] }[];
  cut: SliceCut;
  bufferDays: number;
  /** Hidden splits in the selection: before/after by whole periods (as the board's pre/post table). */
  wholePeriods: boolean;
  b: number;
  seed: number;
}

const orNull = (v: number) => (Number.isNaN(v) ? null : v);
const GAP_KEYS = [
  "deltaTheta",
  "deltaThetaLow",
  "deltaThetaHigh",
  "expectedPost",
  "adjustedGap",
  "adjustedGapLow",
  "adjustedGapHigh",
] as const;

/** The board's difficulty step: the cell matrix from the entries' records, the fits, the views' numbers. */
export function computeBoardDifficulty(input: BoardDifficultyInput): BoardDifficulty {
  const C = input.claims.length;
  const M = input.entries.length;
  const column = new Map(input.claims.map((c, i) => [c.claimId, i]));
  const values = new Float64Array(M * C).fill(Number.NaN);
  const sides = new Int8Array(M * C).fill(-1);
  input.entries.forEach((entry, e) => {
    for (const [claimId, error] of claimErrors(cutRecords(entry.records, input.cut))) {
      const c = column.get(claimId);
      if (c !== undefined) values[e * C + c] = input.track === "verdict" ? 1 - error : error;
    }
    if (!entry.cutoff) return;
    const last = addDays(entry.cutoff, input.bufferDays);
    const { preIds, postIds } = splitPrePost(input.claims, last, input.wholePeriods ? input.period : null);
    for (const id of preIds) sides[e * C + column.get(id)!] = 0;
    for (const id of postIds) sides[e * C + column.get(id)!] = 1;
  });
  const { fit, entries } = computeDifficulty({
    track: input.track,
    matrix: { entries: M, claims: C, values },
    sides,
    b: input.b,
    seed: input.seed,
  });
  const periods = input.claims.map((c) => periodOfDate(c.claimDate, input.period));
  return {
    track: input.track,
    fieldSize: fit.fieldSize,
    minField: MIN_FIELD_FOR_GAPS,
    message: smallFieldMessage(Math.max(0, fit.fieldSize - 1)),
    entries: entries.map((d, e) => {
      const view = Object.fromEntries(Object.entries(d).map(([k, v]) => [k, orNull(v)])) as Omit<
        EntryDifficultyView,
        "entryId"
      >;
      if (d.fieldSize < MIN_FIELD_FOR_GAPS) for (const key of GAP_KEYS) view[key] = null;
      return { entryId: input.entries[e]!.entryId, ...view };
    }),
    claims: input.claims.flatMap((c, i) =>
      Number.isNaN(fit.difficulty[i]!)
        ? []
        : [
            {
              claimId: c.claimId,
              period: periods[i]!,
              difficulty: fit.difficulty[i]!,
              n: fit.entriesPerClaim[i]!,
            },
          ],
    ),
    periods: periodDifficulty(fit.difficulty, periods, { b: input.b, seed: input.seed }),
  };
}
