/**
 * Contamination flags (DOMAIN.md §4): a claim is flagged for a model when its
 * score s ≥ τ; the strict flag requires every selected metric to flag.
 */
import type { ContaminationMetricKind } from "@/lib/vocabulary";

/**
 * A metric's name: "meteor" and "embedding" for a benchmark's default metrics, or the name a
 * maintainer gave a configured one (ContaminationMetricConfig).
 */
export type ContaminationMetric = string;

/** What a metric computes: METEOR, or the cosine of embeddings. */
export type { ContaminationMetricKind };

/** Default τ per kind, on the metric's own scale (METEOR [0, 1), cosine [-1, 1]). */
export const DEFAULT_TAU: Readonly<Record<ContaminationMetricKind, number>> = {
  meteor: 0.25,
  meteor_averitec: 0.25,
  embedding: 0.6,
};

/** s ≥ τ. A claim with no score (empty oracle evidence) is never flagged. */
export function isContaminated(score: number | null, tau: number): boolean {
  return score !== null && score >= tau;
}

/**
 * Strict flag over the selected metrics: each entry is a (score, τ) pair for one
 * metric. True only when there is at least one metric and every one flags.
 */
export function isStrictlyContaminated(scores: readonly { score: number | null; tau: number }[]): boolean {
  return scores.length > 0 && scores.every(({ score, tau }) => isContaminated(score, tau));
}
