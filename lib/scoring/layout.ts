import type { Mode, ScoringBenchmark, Track } from "./types";

/**
 * Where each count lives in a claim's contribution vector.
 * Verdict: per variant, "views" of K x (K + 1) confusion cells (row = gold label, column =
 * predicted label, last column = invalid/unparsed); view 0 pools all slices against the final
 * label, view 1 + j * M + m is slice j in mode m. Then [overturned, pairs] for the SSA OTR.
 * Integrity: [instances, sum of squared errors, sum of absolute errors, acc3 hits, acc7 hits],
 * then per declared property p (in order) [claims with gold for p, of those the claims that
 * predicted p, their sum of squared errors].
 */
export interface ContributionLayout {
  track: Track;
  labels: string[];
  slices: number[];
  modes: Mode[];
  /** Number of labels K. */
  k: number;
  /** Cells per confusion view, K * (K + 1). */
  viewSize: number;
  viewsPerVariant: number;
  otrOffset: number;
  /** Declared property names (integrity track); their cells start at INTEGRITY_DIM. */
  properties: string[];
  dim: number;
}

export const INTEGRITY_DIM = 5;
/** Cells per property: [gold claims, predicted claims, sum of squared errors]. */
export const PROPERTY_CELLS = 3;

export function createLayout(benchmark: ScoringBenchmark): ContributionLayout {
  const k = benchmark.labels.length;
  const modes = benchmark.slices.length > 0 ? benchmark.modes : [];
  const viewSize = k * (k + 1);
  const viewsPerVariant = 1 + benchmark.slices.length * modes.length;
  const otrOffset = 2 * viewsPerVariant * viewSize;
  const properties = benchmark.track === "integrity" ? (benchmark.properties ?? []).map((p) => p.name) : [];
  const dim =
    benchmark.track === "integrity" ? INTEGRITY_DIM + PROPERTY_CELLS * properties.length : otrOffset + 2;
  return {
    track: benchmark.track,
    labels: benchmark.labels,
    slices: benchmark.slices,
    modes,
    k,
    viewSize,
    viewsPerVariant,
    otrOffset,
    properties,
    dim,
  };
}

/** Offset of a confusion view; `view` is 0 for pooled, else 1 + sliceIndex * M + modeIndex. */
export function viewOffset(layout: ContributionLayout, variantIndex: 0 | 1, view: number): number {
  return (variantIndex * layout.viewsPerVariant + view) * layout.viewSize;
}
