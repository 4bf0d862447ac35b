import type { PredictionFormat, Regime, ScoreResult, ScoringBenchmark, ScoringIssue } from "@/lib/scoring";

/** What a scoring thread is asked to do with one prediction file on local disk. */
export type ScoringTask = {
  /** "check": read and validate only; "score": also score with bootstrap and encode per-claim rows. */
  kind: "check" | "score";
  file: string;
  name: string;
  format: PredictionFormat;
  benchmark: ScoringBenchmark;
  missingAsWrong: boolean;
  regime: Regime;
  bootstrap?: { b: number; seed: number };
};

export type ScoringOutcome =
  | { ok: true; instances: number; score?: { result: ScoreResult; claimInstances: [string, string][] } }
  /** The file was refused: every problem found (capped), as the scorer reports them. */
  | { ok: false; issues: ScoringIssue[]; more: number }
  /** Something else went wrong (unreadable file, a bug): a platform error, not the submitter's. */
  | { ok: false; error: string };
