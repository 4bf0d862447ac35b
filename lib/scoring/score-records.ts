import {
  bootstrapIntervals,
  DEFAULT_BOOTSTRAP_B,
  DEFAULT_LEVEL,
  type BootstrapOptions,
  type Interval,
} from "./bootstrap";
import { buildContributions, sumContributions, sumRows, type ClaimContributions } from "./contributions";
import { createLayout, type ContributionLayout } from "./layout";
import { subsetPredicates } from "./subsets";
import { headlineValues, summarizeSums, type MetricsSummary } from "./summarize";
import type { InstanceRecord, ScoringBenchmark, ScoringClaim, Track } from "./types";

export interface ScoreOptions {
  /** Score only these claims (e.g. a time window or a contamination-controlled set). */
  claimIds?: Iterable<string>;
  /** Add bootstrap intervals for the headline metrics. */
  bootstrap?: BootstrapOptions & { level?: number };
  /** Add per-subset metrics (default true). */
  subsets?: boolean;
}

/** Leakage audit (§5): `rate` = share of scored claims with at least one leaked citation. */
interface LeakageSummary {
  rate: number;
  leaked_claims: number;
}

/** Scorer output (DOMAIN.md §7); `n` is the number of claims scored. */
export type ScoreResult = MetricsSummary & {
  n: number;
  track: Track;
  /**
   * Predictions (claim × slice × variant instances) that were not submitted and were
   * counted as wrong under --missing-as-wrong; left out when there are none.
   */
  missing?: number;
  subsets?: Record<string, { n: number; metrics: MetricsSummary["metrics"] }>;
  leakage?: LeakageSummary;
  ci?: { b: number; seed: number; level: number; intervals: Record<string, Interval> };
};

/** Instances of the given claims that were filled in as missing. */
function countMissing(
  claims: readonly { claimId: string }[],
  byClaim: ReadonlyMap<string, readonly InstanceRecord[]>,
): number {
  let missing = 0;
  for (const claim of claims)
    for (const record of byClaim.get(claim.claimId) ?? []) if (record.missing) missing += 1;
  return missing;
}

/** Groups records by claim id. */
export function groupRecordsByClaim(records: readonly InstanceRecord[]): Map<string, InstanceRecord[]> {
  const byClaim = new Map<string, InstanceRecord[]>();
  for (const record of records) {
    const list = byClaim.get(record.claimId);
    if (list) list.push(record);
    else byClaim.set(record.claimId, [record]);
  }
  return byClaim;
}

/** Per-claim contributions of the scored claims (those with an original record). */
export function prepareContributions(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  claimIds?: Iterable<string>,
): {
  layout: ContributionLayout;
  claims: ScoringClaim[];
  contributions: ClaimContributions;
  byClaim: Map<string, InstanceRecord[]>;
} {
  const layout = createLayout(benchmark);
  const byClaim = groupRecordsByClaim(records);
  // A set is used as it is (a board passes the same window to hundreds of rows).
  const wanted = claimIds === undefined || claimIds instanceof Set ? claimIds : new Set(claimIds);
  const claims = benchmark.claims.filter(
    (c) =>
      (wanted === undefined || wanted.has(c.claimId)) &&
      (byClaim.get(c.claimId) ?? []).some((r) => r.variant === "original"),
  );
  return { layout, claims, contributions: buildContributions(layout, claims, byClaim), byClaim };
}

/**
 * Scores stored per-instance records against the benchmark's gold data, optionally
 * restricted to a set of claim ids. This is the one entry point for CLI and server.
 */
export function scoreRecords(
  benchmark: ScoringBenchmark,
  records: readonly InstanceRecord[],
  options: ScoreOptions = {},
): ScoreResult {
  const { layout, claims, contributions, byClaim } = prepareContributions(
    benchmark,
    records,
    options.claimIds,
  );
  const result: ScoreResult = {
    n: claims.length,
    track: benchmark.track,
    ...summarizeSums(layout, sumContributions(contributions)),
  };
  const missing = countMissing(claims, byClaim);
  if (missing > 0) result.missing = missing;
  if (options.subsets !== false) {
    const subsets: NonNullable<ScoreResult["subsets"]> = {};
    for (const [name, keep] of Object.entries(subsetPredicates(benchmark.track))) {
      const rows = claims.flatMap((claim, i) => (keep(claim) ? [i] : []));
      if (rows.length === 0) continue;
      subsets[name] = {
        n: rows.length,
        metrics: summarizeSums(layout, sumRows(contributions, rows)).metrics,
      };
    }
    result.subsets = subsets;
  }
  const cited = claims.filter((c) => byClaim.get(c.claimId)?.some((r) => r.cited));
  if (cited.length > 0) {
    const leaked = claims.filter((c) => byClaim.get(c.claimId)?.some((r) => r.leaked)).length;
    result.leakage = { rate: claims.length === 0 ? 0 : leaked / claims.length, leaked_claims: leaked };
  }
  if (options.bootstrap) {
    const b = options.bootstrap.b ?? DEFAULT_BOOTSTRAP_B;
    const seed = options.bootstrap.seed ?? 0;
    const level = options.bootstrap.level ?? DEFAULT_LEVEL;
    const intervals = bootstrapIntervals(
      contributions,
      (sums) => headlineValues(summarizeSums(layout, sums)),
      { b, seed, level },
    );
    result.ci = { b, seed, level, intervals };
  }
  return result;
}
