import type { PredictionFormat } from "@/lib/scoring/parse-predictions";
import type { Regime, ScoringBenchmark } from "@/lib/scoring/types";
import type { ScoreResult } from "@/lib/scoring/score-records";
import type { ScoringIssue } from "@/lib/scoring/issues";
import type { BoardTableInput } from "@/lib/leaderboard/entry-from-columns";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import type { CheckedSplit } from "@/lib/server/submissions/read-prediction-file";

type FileTask = {
  file: string;
  name: string;
  format: PredictionFormat;
  missingAsWrong: boolean;
  regime: Regime;
};

/** What a scoring thread is asked to do with one prediction file on local disk. */
export type ScoringTask =
  /** "score": read, validate and score against one split, with bootstrap, and encode per-claim rows. */
  | (FileTask & { kind: "score"; benchmark: ScoringBenchmark; bootstrap?: { b: number; seed: number } })
  /**
   * "check": read and validate against the benchmark's splits (each split's rows against
   * that split); `only` names the one split the file must cover, null for any.
   */
  | (FileTask & {
      kind: "check";
      splits: { name: string; benchmark: ScoringBenchmark }[];
      only: string | null;
    })
  /** "board": compute a leaderboard table (assembleLeaderboard), off the thread that serves requests. */
  | { kind: "board"; input: BoardTableInput };

export type ScoringOutcome =
  | { ok: true; instances: number; score?: { result: ScoreResult; claimInstances: [string, string][] } }
  /** A computed board table. */
  | { ok: true; board: LeaderboardResult }
  /** A checked file: the splits it covers. */
  | { ok: true; splits: CheckedSplit[] }
  /** The file was refused: every problem found (capped), as the scorer reports them. */
  | { ok: false; issues: ScoringIssue[]; more: number }
  /** Something else went wrong (unreadable file, a bug): a platform error, not the submitter's. */
  | { ok: false; error: string };
