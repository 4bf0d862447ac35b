import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { boardMetrics, isLowerBetter, primaryMetric } from "@/lib/leaderboard/metric-spec";
import { pickRepresentatives } from "@/lib/leaderboard/pick-representatives";
import { compareQuerySchema } from "@/lib/schemas/leaderboard";
import { holmAdjust } from "@/lib/scoring/holm";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { releasePairedRow, type PairedRow } from "@/lib/release/release-comparisons";
import type { ReleaseInfo } from "@/lib/release/display-step";
import { EXACT_RELEASE } from "@/lib/release/release-policy";
import { getReleasePolicy } from "@/lib/server/release/get-release-policy";
import { computePairedRow } from "./compute-paired-row";
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
  const policy = await getReleasePolicy(
    viewer,
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
  const rows = [];
  const pool: {
    gold: ScoringBenchmark;
    ra: InstanceRecord[];
    rb: InstanceRecord[];
    hidden: boolean;
    key: string;
  }[] = [];
  for (const split of bench.splits) {
    const sa = chosen.find((s) => s.splitId === split.id && s.modelId === a.id);
    const sb = chosen.find((s) => s.splitId === split.id && s.modelId === b.id);
    if (!sa || !sb) continue;
    const gold = (await loadSplitGold(split.id, bench.labelVersionId)).benchmark;
    const [ra, rb] = await Promise.all([
      loadSubmissionRecords(sa, sa.labelVersionId),
      loadSubmissionRecords(sb, sb.labelVersionId),
    ]);
    // Everything the row depends on: the gold's version and both stored scores.
    const key = `${split.id}:${bench.labelVersionId}|${sa.scoreId}:${sa.labelVersionId}|${sb.scoreId}:${sb.labelVersionId}`;
    result.commonSplits.push(split.name);
    if (!q.splits || q.splits.includes(split.name))
      pool.push({ gold, ra, rb, hidden: !isExactFor(split.id), key });
    rows.push({
      split: split.name,
      regimeA: sa.declaredRegime,
      regimeB: sb.declaredRegime,
      ...computePairedRow(`${metric}|${key}`, gold, ra, rb, metric),
    });
  }
  // Holm runs on the released p-values, so an exact dev row's adjusted p carries nothing of hidden gold.
  const splitOf = new Map(bench.splits.map((s) => [s.name, s]));
  const policyOf = (split: string) => (isExactFor(splitOf.get(split)?.id ?? "") ? EXACT_RELEASE : policy);
  const released = rows.map((r) => {
    const p = policyOf(r.split);
    return {
      ...releasePairedRow(p, metric, { ...r, holmP: 1 }),
      release: p.exact ? { exact: true } : { exact: false, stepOverride: p.stepOverride },
    };
  });
  const holm = holmAdjust(released.map((r) => (Number.isFinite(r.pValue) ? r.pValue : 1)));
  result.splits = released.map((r, i) => ({
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
    const gold: ScoringBenchmark = { ...pool[0]!.gold, claims: pool.flatMap((p) => p.gold.claims) };
    const [ra, rb] = [pool.flatMap((p) => p.ra), pool.flatMap((p) => p.rb)];
    const key = `${metric}|pooled|${pool.map((p) => p.key).join("+")}`;
    const paired = computePairedRow(key, gold, ra, rb, metric);
    const row = { ...paired, holmP: paired.pValue };
    // Any hidden split in the pool: released at the pooled n, whose step is never finer than a hidden split's own.
    const pooledPolicy = pool.some((p) => p.hidden) ? policy : EXACT_RELEASE;
    const { holmP: _holm, ...pooled } = releasePairedRow(pooledPolicy, metric, row);
    result.pooled = {
      ...pooled,
      release: pooledPolicy.exact
        ? { exact: true }
        : { exact: false, stepOverride: pooledPolicy.stepOverride },
    };
  }
  return result;
}
