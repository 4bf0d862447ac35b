import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { boardMetrics, isLowerBetter, primaryMetric } from "@/lib/scoring/metrics";
import { pickRepresentatives } from "@/lib/leaderboard/pick-representatives";
import { compareQuerySchema } from "@/lib/schemas/leaderboard";
import { holmAdjust } from "@/lib/scoring/holm";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { releasePairedRow, type PairedRow } from "@/lib/release/release-comparisons";
import type { ReleaseInfo } from "@/lib/release/display-step";
import { EXACT_RELEASE } from "@/lib/release/release-policy";
import { getReleasePolicy } from "@/lib/server/release/get-release-policy";
import { computePairedRow, type ExactPairedRow } from "./compute-paired-row";
import { loadSplitResults } from "./load-split-results";
import { pool, poolDifference, toSplitPart } from "@/lib/release/compose-parts";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { findBoardBenchmark } from "./find-board-benchmark";
import { listBoardSubmissions } from "./list-board-submissions";
import { loadSplitGold } from "./load-split-gold";
import { loadSubmissionRecords } from "./load-submission-records";

export type HeadToHead = {
  benchmark: { slug: string; title: string };
  metric: string;
  metrics: string[];
  lowerIsBetter: boolean;
  /** Models with public scores on this benchmark, for the pickers. */
  models: { id: string; name: string }[];
  a: { id: string; name: string } | null;
  b: { id: string; name: string } | null;
  /** Per split where both have a public score: metric(a) - metric(b), paired bootstrap (B = 1000, seed 0), Holm-adjusted p. */
  splits: (PairedRow & { split: string; regimeA: string; regimeB: string; release: ReleaseInfo })[];
  /** Splits where both have a public score (choices for the pooled result). */
  commonSplits: string[];
  /** The splits pooled: the chosen ones among commonSplits, or all of them. */
  pooledSplits: string[];
  /** One paired bootstrap over every claim of the pooled splits (released like a split row, at the pooled n). */
  pooled: (Omit<PairedRow, "holmP"> & { release: ReleaseInfo }) | null;
};

/** Two models head to head on a benchmark, split by split, from stored per-claim results. */
export async function compareModels(viewer: Viewer, raw: Record<string, string>): Promise<HeadToHead | null> {
  const parsed = compareQuerySchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      "BAD_REQUEST",
      "Some filters are not valid",
      Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
    );
  const q = parsed.data;
  if (!q.benchmark) return null;
  const bench = await findBoardBenchmark(viewer, q.benchmark);
  const sliced = bench.slices.length > 0;
  const metrics = boardMetrics(bench.track, sliced);
  const metric = q.metric ?? primaryMetric(bench.track, sliced);
  if (!metrics.includes(metric))
    throw new AppError("BAD_REQUEST", `Unknown metric ${metric}; choose one of ${metrics.join(", ")}`, {
      metric: "unknown metric",
    });
  // On hidden splits, others compare only what the Ladder released, in released values (lib/release).
  const policy = getReleasePolicy(
    bench,
    bench.splits.some((s) => s.hidden),
  );
  const hiddenIds = new Set(bench.splits.filter((s) => s.hidden).map((s) => s.id));
  const isExactFor = (splitId: string) => policy.exact || !hiddenIds.has(splitId);
  const subs = (
    await listBoardSubmissions(
      bench.id,
      bench.splits.map((s) => s.id),
    )
  ).filter(
    (s) =>
      (q.regime === "all" || s.regime === q.regime) &&
      (isExactFor(s.splitId) || s.release?.status === "released"),
  );
  const models = [
    ...new Map(subs.map((s) => [s.model.id, { id: s.model.id, name: s.model.name }])).values(),
  ].sort((x, y) => x.name.localeCompare(y.name));
  const find = (id: string | undefined) =>
    id === undefined ? null : (models.find((m) => m.id === id) ?? null);
  const a = find(q.a);
  const b = find(q.b);
  if ((q.a && !a) || (q.b && !b))
    throw new AppError("NOT_FOUND", "That model has no public score on this benchmark", {
      [q.a && !a ? "a" : "b"]: "unknown model",
    });
  const result: HeadToHead = {
    benchmark: { slug: bench.slug, title: bench.title },
    metric,
    metrics,
    lowerIsBetter: isLowerBetter(metric),
    models,
    a,
    b,
    splits: [],
    commonSplits: [],
    pooledSplits: [],
    pooled: null,
  };
  if (!a || !b || !bench.labelVersionId) return result;
  if (a.id === b.id) throw new AppError("BAD_REQUEST", "Choose two different models", { b: "same as a" });
  const primary = primaryMetric(bench.track, sliced);
  const chosen = [
    ...pickRepresentatives(
      subs
        .filter((s) => s.model.id === a.id || s.model.id === b.id)
        .map((s) => ({
          ...s,
          modelId: s.model.id,
          declaredRegime: s.regime,
          regime: "any",
          primary: (isExactFor(s.splitId) ? s.headline[primary] : s.release?.value) ?? Number.NaN,
        })),
      "best",
      isLowerBetter(primary),
    ).values(),
  ].flat();
  const rows: (ExactPairedRow & { split: string; regimeA: string; regimeB: string })[] = [];
  const pool: PoolPart[] = [];
  // Hidden splits (for everyone but maintainers): the two released results only, never the
  // per-claim rows (docs/DOMAIN.md §6, "Compare page on hidden splits").
  const released = await loadSplitResults(
    chosen.filter((s) => !isExactFor(s.splitId)).map((s) => ({ scoreId: s.scoreId, isHidden: true })),
  );
  for (const split of bench.splits) {
    const sa = chosen.find((s) => s.splitId === split.id && s.modelId === a.id);
    const sb = chosen.find((s) => s.splitId === split.id && s.modelId === b.id);
    if (!sa || !sb) continue;
    const isHidden = !isExactFor(split.id);
    result.commonSplits.push(split.name);
    let part: PoolPart;
    if (isHidden) {
      part = releasedPair(split.name, released.get(sa.scoreId), released.get(sb.scoreId), metric);
    } else {
      const gold = (await loadSplitGold(split.id, bench.labelVersionId)).benchmark;
      const [ra, rb] = await Promise.all([
        loadSubmissionRecords(sa, sa.labelVersionId),
        loadSubmissionRecords(sb, sb.labelVersionId),
      ]);
      // Everything the row depends on: the gold's version and both stored scores.
      const key = `${split.id}:${bench.labelVersionId}|${sa.scoreId}:${sa.labelVersionId}|${sb.scoreId}:${sb.labelVersionId}`;
      part = {
        hidden: false,
        gold,
        ra,
        rb,
        key,
        row: computePairedRow(`${metric}|${key}`, gold, ra, rb, metric),
      };
    }
    if (!q.splits || q.splits.includes(split.name)) pool.push(part);
    rows.push({ split: split.name, regimeA: sa.declaredRegime, regimeB: sb.declaredRegime, ...part.row });
  }
  // Holm runs on the released p-values, so an exact dev row's adjusted p carries nothing of hidden gold.
  const splitOf = new Map(bench.splits.map((s) => [s.name, s]));
  const policyOf = (split: string) => (isExactFor(splitOf.get(split)?.id ?? "") ? EXACT_RELEASE : policy);
  const releasedRows = rows.map((r) => {
    const p = policyOf(r.split);
    return {
      ...releasePairedRow(p, metric, { ...r, holmP: 1 }),
      release: p.exact ? { exact: true } : { exact: false, stepOverride: p.stepOverride },
    };
  });
  const holm = holmAdjust(releasedRows.map((r) => (Number.isFinite(r.pValue) ? r.pValue : 1)));
  result.splits = releasedRows.map((r, i) => ({
    ...r,
    holmP: Number.isFinite(r.pValue) ? (holm[i] ?? 1) : Number.NaN,
  }));
  const unknown = (q.splits ?? []).filter((name) => !result.commonSplits.includes(name));
  if (unknown.length > 0)
    throw new AppError(
      "BAD_REQUEST",
      `${a.name} and ${b.name} have no common public score on ${unknown.join(", ")}`,
      { splits: "not a common split" },
    );
  result.pooledSplits = q.splits
    ? result.commonSplits.filter((name) => q.splits?.includes(name))
    : result.commonSplits;
  if (pool.length > 0) {
    // Any hidden split in the pool: composed from the per-split rows by claim weight, then
    // released at the pooled n; otherwise one paired bootstrap over every pooled claim.
    const hasHidden = pool.some((p) => p.hidden);
    const paired = hasHidden ? composePooledRow(pool.map((p) => p.row)) : pairedPool(pool, metric);
    const pooledPolicy = hasHidden ? policy : EXACT_RELEASE;
    const { holmP: _holm, ...pooled } = releasePairedRow(pooledPolicy, metric, {
      ...paired,
      holmP: paired.pValue,
    });
    result.pooled = {
      ...pooled,
      release: pooledPolicy.exact
        ? { exact: true }
        : { exact: false, stepOverride: pooledPolicy.stepOverride },
    };
  }
  return result;
}

/** One common split of the two models: its exact paired row (public) or the row built from releases (hidden). */
type PoolPart =
  | { hidden: true; row: ExactPairedRow }
  | {
      hidden: false;
      row: ExactPairedRow;
      gold: ScoringBenchmark;
      ra: InstanceRecord[];
      rb: InstanceRecord[];
      key: string;
    };

/** A hidden split's row from the two released results: a − b, unpaired interval, no p-value. */
function releasedPair(
  split: string,
  a: ScoreResult | undefined,
  b: ScoreResult | undefined,
  metric: string,
): PoolPart {
  const side = (r: ScoreResult | undefined) => {
    const part = r ? toSplitPart({ name: split, periodIndex: 0 }, r, { mode: "classification" }) : null;
    return pool(
      part ? [{ n: part.n, value: part.values[metric] ?? Number.NaN, interval: part.intervals[metric] }] : [],
    );
  };
  const [pa, pb] = [side(a), side(b)];
  const d = poolDifference(pb, pa);
  return {
    hidden: true,
    row: {
      n: Math.min(pa.n, pb.n),
      valueA: pa.value,
      valueB: pb.value,
      difference: d.value,
      low: d.interval[0],
      high: d.interval[1],
      pValue: Number.NaN,
    },
  };
}

/** Per-split rows composed by claim weight (docs/DOMAIN.md §6); no p-value. */
function composePooledRow(rows: readonly ExactPairedRow[]): ExactPairedRow {
  const of = (read: (r: ExactPairedRow) => number, interval?: (r: ExactPairedRow) => [number, number]) =>
    pool(rows.map((r) => ({ n: r.n, value: read(r), ...(interval ? { interval: interval(r) } : {}) })));
  const difference = of(
    (r) => r.difference,
    (r) => [r.low, r.high],
  );
  return {
    n: difference.n,
    valueA: of((r) => r.valueA).value,
    valueB: of((r) => r.valueB).value,
    difference: difference.value,
    low: difference.interval[0],
    high: difference.interval[1],
    pValue: Number.NaN,
  };
}

/** One paired bootstrap over every claim of the pooled public splits. */
function pairedPool(parts: PoolPart[], metric: string): ExactPairedRow {
  const exact = parts.flatMap((p) => (p.hidden ? [] : [p]));
  const gold: ScoringBenchmark = { ...exact[0]!.gold, claims: exact.flatMap((p) => p.gold.claims) };
  const key = `${metric}|pooled|${exact.map((p) => p.key).join("+")}`;
  return computePairedRow(
    key,
    gold,
    exact.flatMap((p) => p.ra),
    exact.flatMap((p) => p.rb),
    metric,
  );
}
