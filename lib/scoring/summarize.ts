import {
  computeIntegrityMetrics,
  computePropertyScores,
  type IntegrityMetrics,
  type PropertyScore,
} from "./integrity-metrics";
import { INTEGRITY_DIM, viewOffset, type ContributionLayout } from "./layout";
import { computeSsa, type SsaResult } from "./ssa";
import { computeVerdictMetrics, type ClassMetrics, type VerdictMetrics } from "./verdict-metrics";
import type { Mode } from "./types";

interface AccuracyF1 {
  accuracy: number;
  macro_f1: number;
}

/** Confusion matrix: rows gold, columns predicted, in `labels` order; `invalid[i]` = unparsed. */
interface Confusion {
  labels: string[];
  matrix: number[][];
  invalid: number[];
}

/** Metric part of a score result (key names follow DOMAIN.md §7). */
export type MetricsSummary = {
  metrics: IntegrityMetrics | VerdictMetrics;
  /** Keyed by slice offset as a string ("-3", "0", "3"). */
  slices?: Record<string, Partial<Record<Mode, AccuracyF1>>>;
  avg12?: number;
  reasoning_gap?: number;
  ssa?: SsaResult;
  per_class?: Record<string, ClassMetrics>;
  confusion?: Confusion;
  /** Integrity track with declared properties: per-property MSE and counts (DOMAIN §2). */
  properties?: Record<string, PropertyScore>;
};

/** Turns summed contributions into metrics. */
export function summarizeSums(layout: ContributionLayout, sums: ArrayLike<number>): MetricsSummary {
  if (layout.track === "integrity") {
    const metrics = computeIntegrityMetrics(sums);
    if (layout.properties.length === 0) return { metrics };
    return { metrics, properties: computePropertyScores(sums, layout.properties, INTEGRITY_DIM) };
  }
  const pooled = computeVerdictMetrics(sums, viewOffset(layout, 0, 0), layout.k);
  const { perClass, ...metrics } = pooled;
  const summary: MetricsSummary = {
    metrics,
    per_class: Object.fromEntries(layout.labels.map((label, i) => [label, perClass[i]!])),
    confusion: readConfusion(layout, sums),
  };
  const original = sliceMetrics(layout, sums, 0);
  if (original.slices) {
    summary.slices = original.slices;
    summary.avg12 = original.avg12;
    summary.reasoning_gap = original.reasoningGap;
  }
  const pairs = sums[layout.otrOffset + 1] ?? 0;
  if (pairs > 0) {
    const shifted = sliceMetrics(layout, sums, 1);
    const delta =
      original.avg12 !== undefined && shifted.avg12 !== undefined
        ? original.avg12 - shifted.avg12
        : metrics.accuracy - computeVerdictMetrics(sums, viewOffset(layout, 1, 0), layout.k).accuracy;
    summary.ssa = computeSsa(delta, (sums[layout.otrOffset] ?? 0) / pairs);
  }
  return summary;
}

function sliceMetrics(
  layout: ContributionLayout,
  sums: ArrayLike<number>,
  variant: 0 | 1,
): { slices?: MetricsSummary["slices"]; avg12?: number; reasoningGap?: number } {
  if (layout.slices.length === 0 || layout.modes.length === 0) return {};
  const slices: NonNullable<MetricsSummary["slices"]> = {};
  const numbers: number[] = [];
  layout.slices.forEach((slice, j) => {
    const entry: Partial<Record<Mode, AccuracyF1>> = {};
    layout.modes.forEach((mode, m) => {
      const view = viewOffset(layout, variant, 1 + j * layout.modes.length + m);
      const { accuracy, macro_f1 } = computeVerdictMetrics(sums, view, layout.k);
      entry[mode] = { accuracy, macro_f1 };
      numbers.push(accuracy, macro_f1);
    });
    slices[String(slice)] = entry;
  });
  const hasBothModes = layout.modes.includes("classification") && layout.modes.includes("inference");
  if (!hasBothModes) return { slices };
  // The reasoning gap is defined at the earliest slice (-3 in LiveFact).
  const first = slices[String(Math.min(...layout.slices))];
  const reasoningGap = (first?.inference?.accuracy ?? 0) - (first?.classification?.accuracy ?? 0);
  return { slices, avg12: numbers.reduce((a, b) => a + b, 0) / numbers.length, reasoningGap };
}

function readConfusion(layout: ContributionLayout, sums: ArrayLike<number>): Confusion {
  const offset = viewOffset(layout, 0, 0);
  const width = layout.k + 1;
  const rows = layout.labels.map((_, g) =>
    Array.from({ length: width }, (_unused, p) => sums[offset + g * width + p] ?? 0),
  );
  return {
    labels: [...layout.labels],
    matrix: rows.map((row) => row.slice(0, layout.k)),
    invalid: rows.map((row) => row[layout.k] ?? 0),
  };
}

/** Flat map of the headline numbers (those that get bootstrap intervals). */
export function headlineValues(summary: MetricsSummary): Record<string, number> {
  const values: Record<string, number> = { ...summary.metrics };
  if (summary.avg12 !== undefined) values["avg12"] = summary.avg12;
  if (summary.reasoning_gap !== undefined) values["reasoning_gap"] = summary.reasoning_gap;
  if (summary.ssa) {
    values["ssa.delta"] = summary.ssa.delta;
    values["ssa.otr"] = summary.ssa.otr;
    values["ssa.factor"] = summary.ssa.factor;
  }
  return values;
}
