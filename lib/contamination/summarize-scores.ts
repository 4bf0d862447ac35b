// Per-model summaries of stored scores (DOMAIN §4): S, flagged shares, strict flags, histograms.
import { isContaminated, isStrictlyContaminated, type ContaminationMetric } from "@/lib/contamination/flags";
import { summarizeContamination } from "@/lib/contamination/summary";

export type ScoreLike = { claimId: string; metric: ContaminationMetric; score: number | null };

/** A claim's scores for one model, and whether it is flagged under every / some selected metric. */
export interface ClaimFlags {
  scores: Partial<Record<ContaminationMetric, number | null>>;
  /** Every selected metric has a score (the claim has oracle evidence and was scored under each). */
  isAssessed: boolean;
  /** Assessed, and every selected metric flags it. */
  isStrict: boolean;
  /** Assessed, and at least one selected metric flags it. */
  isAny: boolean;
}

export function flagClaims(
  scores: readonly ScoreLike[],
  tau: Record<ContaminationMetric, number>,
  metrics: readonly ContaminationMetric[],
): Map<string, ClaimFlags> {
  const byClaim = new Map<string, ClaimFlags>();
  for (const s of scores) {
    const entry = byClaim.get(s.claimId) ?? { scores: {}, isAssessed: false, isStrict: false, isAny: false };
    entry.scores[s.metric] = s.score;
    byClaim.set(s.claimId, entry);
  }
  for (const entry of byClaim.values()) {
    // A metric without a τ never flags.
    const pairs = metrics.map((m) => ({ score: entry.scores[m] ?? null, tau: tau[m] ?? Infinity }));
    entry.isAssessed = metrics.length > 0 && pairs.every((p) => p.score !== null);
    entry.isStrict = entry.isAssessed && isStrictlyContaminated(pairs);
    entry.isAny = entry.isAssessed && pairs.some((p) => isContaminated(p.score, p.tau));
  }
  return byClaim;
}

const HISTOGRAM_BINS = 20;

interface MetricSummary {
  n: number;
  /** S = mean s over scored claims. */
  mean: number | null;
  flagged: number;
  flaggedShare: number | null;
  tau: number;
  /** HISTOGRAM_BINS bins of width 1/HISTOGRAM_BINS over [0, 1]; negative cosines count in the first bin. */
  histogram: number[];
}

/** Claims flagged, over the n claims scored under every selected metric. */
interface CombinedRate {
  metrics: ContaminationMetric[];
  n: number;
  flagged: number;
  flaggedShare: number | null;
}

export interface ModelSummary {
  metrics: Partial<Record<ContaminationMetric, MetricSummary>>;
  /** Flagged under every metric the benchmark has scores for, over claims scored under all of them. */
  strict: CombinedRate;
  /** Flagged under at least one of those metrics, over the same claims (the strict rate's n). */
  any: CombinedRate;
}

export function summarizeModelScores(
  scores: readonly ScoreLike[],
  tau: Record<ContaminationMetric, number>,
  metrics: readonly ContaminationMetric[],
): ModelSummary {
  const out: ModelSummary = {
    metrics: {},
    strict: { metrics: [...metrics], n: 0, flagged: 0, flaggedShare: null },
    any: { metrics: [...metrics], n: 0, flagged: 0, flaggedShare: null },
  };
  for (const metric of metrics) {
    const rows = scores.filter((s) => s.metric === metric);
    if (rows.length === 0) continue;
    const summary = summarizeContamination(
      rows.map((r) => ({
        claim_id: r.claimId,
        score: r.score,
        contaminated: isContaminated(r.score, tau[metric] ?? Infinity),
      })),
    );
    const histogram = new Array<number>(HISTOGRAM_BINS).fill(0);
    for (const r of rows) {
      if (r.score === null) continue;
      const bin = Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(r.score * HISTOGRAM_BINS)));
      histogram[bin] = (histogram[bin] ?? 0) + 1;
    }
    out.metrics[metric] = {
      n: summary.n,
      mean: summary.mean,
      flagged: summary.flagged,
      flaggedShare: summary.flaggedShare,
      tau: tau[metric] ?? Infinity,
      histogram,
    };
  }
  const flags = [...flagClaims(scores, tau, metrics).values()].filter((f) => f.isAssessed);
  const rate = (flagged: number): CombinedRate => ({
    metrics: [...metrics],
    n: flags.length,
    flagged,
    flaggedShare: flags.length === 0 ? null : flagged / flags.length,
  });
  out.strict = rate(flags.filter((f) => f.isStrict).length);
  out.any = rate(flags.filter((f) => f.isAny).length);
  return out;
}

/** The metrics of `order` (the benchmark's, in its order) with at least one score. */
export function metricsPresent(
  scores: readonly { metric: ContaminationMetric }[],
  order: readonly ContaminationMetric[],
): ContaminationMetric[] {
  const seen = new Set(scores.map((s) => s.metric));
  return order.filter((m) => seen.has(m));
}
