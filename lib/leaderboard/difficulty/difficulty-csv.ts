import type { BoardDifficultyDto } from "@/lib/schemas/dto/difficulty";
import { toCsv } from "../to-csv";

/** Which table of the difficulty answer a CSV export holds. */
export const DIFFICULTY_CSV_PARTS = ["entries", "claims", "periods"] as const;
type DifficultyCsvPart = (typeof DIFFICULTY_CSV_PARTS)[number];

const ENTRY_COLUMNS = [
  "entryId",
  "model",
  "ability",
  "abilityLow",
  "abilityHigh",
  "thetaPre",
  "thetaPost",
  "deltaTheta",
  "deltaThetaLow",
  "deltaThetaHigh",
  "observedPost",
  "expectedPost",
  "adjustedGap",
  "adjustedGapLow",
  "adjustedGapHigh",
  "nPre",
  "nPost",
  "fieldSize",
] as const;

/** The difficulty answer's entries, claims or periods as CSV (the JSON's keys as columns). */
export function difficultyCsv(d: BoardDifficultyDto, part: DifficultyCsvPart): string {
  if (part === "claims")
    return toCsv(
      ["claimId", "period", "difficulty", "n"],
      d.claims.map((c) => [c.claimId, c.period, c.difficulty, c.n]),
    );
  if (part === "periods")
    return toCsv(
      ["period", "n", "meanDifficulty", "low", "high"],
      d.periods.map((p) => [p.period, p.n, p.value, p.low as number | null, p.high as number | null]),
    );
  return toCsv(
    ENTRY_COLUMNS,
    d.entries.map((e) => ENTRY_COLUMNS.map((k) => e[k] as string | number | null)),
  );
}
