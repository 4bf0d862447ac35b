import { z } from "zod";
import { TRACKS } from "@/lib/vocabulary";
import { jsonNumber } from "./json-number";

// GET /leaderboards/{slug}/difficulty: claim difficulties and adjusted cutoff gaps (DOMAIN §9).

const entry = z.object({
  entryId: z.string(),
  model: z.string(),
  /** θ in logits (verdict; higher = better) or the error level a on the MSE scale (integrity; lower = better), with its 95% interval. */
  ability: jsonNumber,
  abilityLow: jsonNumber,
  abilityHigh: jsonNumber,
  thetaPre: jsonNumber,
  thetaPost: jsonNumber,
  /** θ_post − θ_pre (null below the field size `minField`). */
  deltaTheta: jsonNumber,
  deltaThetaLow: jsonNumber,
  deltaThetaHigh: jsonNumber,
  /** Accuracy (or MSE) after the cutoff. */
  observedPost: jsonNumber,
  /** What θ_pre predicts on the same claims. */
  expectedPost: jsonNumber,
  /** observedPost − expectedPost, with its 95% interval (null below `minField`). */
  adjustedGap: jsonNumber,
  adjustedGapLow: jsonNumber,
  adjustedGapHigh: jsonNumber,
  nPre: z.number().int(),
  nPost: z.number().int(),
  /** Entries its leave-one-out difficulties rest on. */
  fieldSize: z.number().int(),
});

export const boardDifficultyDtoSchema = z.object({
  benchmark: z.object({ slug: z.string(), track: z.enum(TRACKS) }),
  /** The board's resolved splits and metric, as the leaderboard answers them. */
  splits: z.array(z.string()),
  bootstrap: z.object({ b: z.number().int(), seed: z.number().int() }),
  /** Entries the full fit rests on, and the fewest a leave-one-out fit needs for adjusted gaps. */
  fieldSize: z.number().int(),
  minField: z.number().int(),
  /** Why something is not shown (a small field, or hidden splits), else null. */
  message: z.string().nullable(),
  /** Public-label splits only: each fitted claim's difficulty and the entries it rests on. */
  claims: z.array(
    z.object({ claimId: z.string(), period: z.string(), difficulty: z.number(), n: z.number().int() }),
  ),
  entries: z.array(entry),
  /** The field's mean claim difficulty per period with its 95% interval. */
  periods: z.array(
    z.object({
      period: z.string(),
      n: z.number().int(),
      value: z.number(),
      low: jsonNumber,
      high: jsonNumber,
    }),
  ),
});

/** The answer as the service builds it and pages read it (numbers or null). */
export type BoardDifficultyDto = z.output<typeof boardDifficultyDtoSchema>;
