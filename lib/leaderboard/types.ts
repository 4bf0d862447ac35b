import type { PropertyScore } from "@/lib/scoring/integrity-metrics";
import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import type { CurvePoint } from "./grouped-curve";
import type { PrePost } from "./pre-post";
import type { RowStatus } from "./build-board";
import type { CutoffEstimate } from "./estimate-cutoff";
import type { Mode, Period, Track } from "@/lib/vocabulary";
import type { BoardDifficulty } from "./difficulty/board-difficulty";

/** A value with its bootstrap 95% interval. */
export interface Estimate {
  value: number;
  low: number;
  high: number;
}

/** One leaderboard row as served to pages and the API (plain data, no gold). */
export interface LeaderboardRow {
  entryId: string;
  /** null for platform baselines. */
  modelId: string | null;
  model: string;
  organisation: string | null;
  openWeights: boolean | null;
  parameterCount: number | null;
  /** The cutoff used (declared or estimated), ISO date. */
  cutoff: string | null;
  /** The model's declared cutoff, ISO date (null for baselines). */
  declaredCutoff: string | null;
  /** Change point of the model's own error curve (DOMAIN §3), or null when there is none. */
  estimatedCutoff: CutoffEstimateView | null;
  regime: string | null;
  status: RowStatus;
  rank: number | null;
  rankLow: number | null;
  rankHigh: number | null;
  isTopTier: boolean;
  n: number;
  /** Predictions on these claims that were not submitted and count as wrong (the submitter chose --missing-as-wrong). */
  missing: number;
  metrics: Record<string, Estimate>;
  /**
   * Per-property MSE (integrity benchmarks that declare properties, DOMAIN §2) over the
   * row's claims that have gold for the property and predicted it (`n`); `missing` counts
   * those with gold that left it out. Empty when the benchmark declares none.
   */
  properties?: Record<string, PropertyScore>;
  /** Newest creation date of the representative submissions, ISO. */
  submittedAt: string | null;
  submissionIds: string[];
  costPerRun: number | null;
  /** "baseline" | "verified" (checked by a maintainer) | "livecheck" (run by LiveCheck) | "demo". */
  badges: string[];
  /** Ranked rows: compact letter display (DOMAIN.md §9); rows sharing a letter are not significantly different. */
  tier?: string | null;
  /** How many submissions the model made to the board's splits (every status, hidden ones included). */
  submissions?: number;
}

/** A cutoff estimate as rows carry it: the estimate and whether the declared cutoff contradicts it. */
export type CutoffEstimateView = CutoffEstimate & { contradicted: boolean };

export interface ModelCurve {
  entryId: string;
  model: string;
  cutoff: string | null;
  /** The split period holding the cutoff ("2025Q1", or "2025-01" by month), marked on longitudinal lines. */
  cutoffPeriod: string | null;
  points: CurvePoint[];
  prePost?: PrePost;
  /** Why there is nothing to plot, when points is empty. */
  message?: string;
}

export interface SliceRow {
  entryId: string;
  model: string;
  n: number;
  /** slice → mode → accuracy / macro_f1. */
  slices: Record<string, Record<string, { accuracy: number; macro_f1: number }>>;
  reasoningGap: Estimate | null;
  /** SSA probe (DOMAIN §4): Δ, overturn rate and factor = Δ × OTR × 100. */
  ssa: { delta: number; otr: number; factor: number } | null;
}

export interface CostPoint {
  entryId: string;
  model: string;
  costPerRun: number;
  metric: Estimate;
}

export interface LeaderboardResult {
  benchmark: {
    slug: string;
    title: string;
    track: Track;
    /** How the benchmark cuts claims into splits; curves, windows on hidden splits and CSV columns follow it. */
    period: Period;
    isDemo: boolean;
    splits: string[];
    slices: number[];
    modes: Mode[];
    splitKinds?: Record<string, "dev" | "test">;
    /** Declared claim and media properties (integrity track), in order. */
    properties?: { name: string; kind: "claim" | "media" }[];
    /** ISO timestamp when an admin archived the benchmark (readable, no new submissions). */
    archivedAt?: string | null;
  };
  /** The filters after defaults were filled in (splits and metric resolved). */
  query: LeaderboardQuery & { splits: string[]; metric: string };
  metrics: string[];
  primaryMetric: string;
  lowerIsBetter: boolean;
  /** Claims in the window after the cut. */
  n: number;
  isSmallWindow: boolean;
  bootstrap: { b: number; seed: number };
  representative: "best" | "latest";
  rows: LeaderboardRow[];
  notes: string[];
  curves?: ModelCurve[];
  sliceRows?: SliceRow[];
  cost?: CostPoint[];
  /** Entries the chart views show. */
  selectedEntries: string[];
  /** Holm-adjusted paired-bootstrap p-values between the ranked rows (DOMAIN.md §9), in `entryIds` order. */
  pairwise?: { entryIds: string[]; pAdjusted: number[][] };
  /** Claim difficulties and adjusted gaps (server only; lib/disclosure decides what of it is shown). */
  difficulty?: BoardDifficulty;
  /**
   * How the numbers were disclosed (lib/disclosure): exact, or rounded to steps no finer than
   * their standard error, `step` being the one of the table's metric at the table's n. The key
   * keeps its first name, `release`, for API clients (one wire name; code calls it the disclosure).
   */
  release: { exact: boolean; step: number | null; stepOverride: number | null };
}
