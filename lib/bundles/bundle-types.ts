import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import type { ClaimRow } from "@/lib/schemas/bundle-claim";
import type { LabelRow, OracleEvidenceRow } from "@/lib/schemas/bundle-labels";
import type { Period, SplitKind } from "@/lib/vocabulary";

/** The files a bundle may hold (DOMAIN §7). */
export const BUNDLE_FILES = {
  benchmark: "benchmark.json",
  claims: "claims.jsonl",
  labels: "labels.jsonl",
  oracle: "oracle_evidence.jsonl",
  splits: "splits.json",
} as const;

/** One thing wrong with a bundle: file name, 1-based physical line (JSONL), dotted field path. */
export interface BundleProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

/** A claim as read, with its split (`YYYYQn` or `YYYY-MM`, the benchmark's period) derived from `claim_date`. */
export interface ParsedClaim extends ClaimRow {
  split: string;
}

/** One split (a period) of the bundle. `embargoedUntil` (YYYY-MM-DD): claims withheld until that day. */
export interface BundleSplit {
  split: string;
  kind: SplitKind;
  embargoedUntil?: string;
  claimCount: number;
}

/**
 * A fully validated bundle. Claims, labels and oracle rows keep file order. Label strings
 * (`label`, `labels_by_slice` values) are rewritten to the benchmark's own spelling.
 */
export interface ParsedBundle {
  meta: BenchmarkMeta;
  /** `meta.period` with the default applied. */
  period: Period;
  claims: ParsedClaim[];
  labels: LabelRow[];
  oracleEvidence: OracleEvidenceRow[];
  /** Chronological; every period that has claims, exactly once. */
  splits: BundleSplit[];
  /** False when the bundle had no splits.json and the defaults were applied. */
  hasSplitsFile: boolean;
}

/** Result of reading a bundle: the bundle, or the first problems and how many there were. */
export type ReadBundleResult =
  | { ok: true; bundle: ParsedBundle }
  | { ok: false; problems: BundleProblem[]; totalProblems: number; omittedProblems: number };
