/** Tracks of DOMAIN.md §2. */
import type { Mode, Track } from "@/lib/vocabulary";

export type { Track, Mode, Regime } from "@/lib/vocabulary";
export type Variant = "original" | "shifted";

/** Gold data for one claim. `integrity` is in [-1, 1]. Labels use the benchmark's spelling. */
export interface ClaimGold {
  label?: string;
  /** Keyed by slice offset written as a string ("-3", "0", "3"). */
  labelsBySlice?: Record<string, string>;
  integrity?: number;
  /** Gold of the benchmark's declared properties that apply to this claim, each in [-1, 1]. */
  properties?: Record<string, number>;
}

/** A declared claim or media property (integrity track), scored per claim in [-1, 1]. */
interface ScoringProperty {
  name: string;
  kind: "claim" | "media";
}

export interface ClaimEvidenceRef {
  id: string;
  /** ISO date "YYYY-MM-DD" (or longer timestamp). */
  published?: string;
}

export interface ScoringClaim {
  claimId: string;
  /** "YYYY-MM-DD". */
  claimDate: string;
  language?: string;
  media: string[];
  evidence: ClaimEvidenceRef[];
  /** The entity-shifted copy's own evidence set, when the bundle gives one (else the copy shares `evidence`). */
  shiftedEvidence?: ClaimEvidenceRef[];
  gold: ClaimGold;
}

/** Everything the scorer needs to know about a benchmark (public metadata + hidden gold). */
export interface ScoringBenchmark {
  track: Track;
  /** Label set (verdict track); empty for integrity. */
  labels: string[];
  /** Slice offsets in days, e.g. [-3, 0, 3]; empty when the benchmark is not sliced. */
  slices: number[];
  modes: Mode[];
  /** Hosts of fact-checking sites; a citation on one of them is leaked (§5). */
  factCheckDomains: string[];
  /** Declared properties (integrity track), in declaration order; none when absent. */
  properties?: ScoringProperty[];
  claims: ScoringClaim[];
}

/** A prediction row after parsing (file format independent). `line` is 1-based. */
export interface PredictionRow {
  line: number;
  claimId: string;
  slice?: number;
  variant: Variant;
  label?: string;
  rawOutput?: string;
  /** Integrity score in [-1, 1]. */
  score?: number;
  /** Property scores in [-1, 1] by declared property name (integrity track). */
  properties?: Record<string, number>;
  citations: { id?: string; url?: string; published?: string }[];
  /**
   * A template row left empty: its prediction given as `null` (JSONL) or an empty cell (CSV)
   * and nothing else predicted. It counts as a missing prediction (DOMAIN.md §7).
   */
  isEmpty?: boolean;
}

/**
 * Compact, storable record of one (claim, slice, variant) prediction.
 * `label` is the benchmark's spelling, or null when the prediction was missing, unparseable
 * or outside the label set. `score` is the submitted integrity score (null for a missing
 * one, which is scored as the worst possible prediction for its gold; see build-records).
 */
export interface InstanceRecord {
  claimId: string;
  slice: number | null;
  variant: Variant;
  label: string | null;
  score: number | null;
  /** True when a label/score was given and understood (format success). */
  parsed: boolean;
  /** True when no prediction was submitted and the instance was filled in as wrong. */
  missing: boolean;
  /** True when the prediction cited any evidence. */
  cited: boolean;
  /** True when at least one citation is leaked (§5). */
  leaked: boolean;
  /** Verdict track: predicted label equals the final gold label. */
  correct?: boolean;
  /** Integrity track: squared error (p - g)^2. */
  sqError?: number;
  /** Integrity track: the submitted property scores (absent when none were given). */
  properties?: Record<string, number>;
}
