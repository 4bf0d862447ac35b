import type { ScoringClaim } from "@/lib/scoring/types";
import type { AssembleInput, EntryMeta } from "../assemble-leaderboard";
import type { SliceCut } from "../cut";
import { isInWindow, type DateWindow } from "../window";
import { computeBoardDifficulty, type BoardDifficulty } from "./board-difficulty";

/** The board table's difficulty step: its model entries on its window's claims, with its bootstrap. */
export function boardDifficultyStep(
  input: AssembleInput,
  cutClaims: readonly ScoringClaim[],
  window: DateWindow,
  cut: SliceCut,
  cutoffOf: (e: EntryMeta) => string | null,
  bootstrap: { b: number; seed: number },
): BoardDifficulty {
  return computeBoardDifficulty({
    track: input.benchmark.track,
    period: input.benchmark.period,
    claims: cutClaims.filter((c) => isInWindow(c.claimDate, window)),
    entries: input.entries.map((e) => ({
      entryId: e.entryId,
      cutoff: cutoffOf(e),
      get records() {
        return e.records;
      },
    })),
    cut,
    bufferDays: input.query.buffer,
    wholePeriods: input.hiddenLabels,
    ...bootstrap,
  });
}
