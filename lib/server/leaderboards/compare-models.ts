import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { boardMetrics, isLowerBetter, primaryMetric } from "@/lib/scoring/metrics";
import { pickRepresentatives } from "@/lib/leaderboard/pick-representatives";
import { compareQuerySchema } from "@/lib/schemas/leaderboard";
import { holmAdjust } from "@/lib/scoring/holm";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import type { CompareQuery } from "@/lib/schemas/leaderboard";
import { disclosePairedRow, type PairedRow } from "@/lib/disclosure/disclose-comparisons";
import type { DisclosureInfo } from "@/lib/disclosure/display-step";
import { EXACT_DISCLOSURE } from "@/lib/disclosure/disclosure-policy";
import { getDisclosurePolicy } from "@/lib/server/disclosure/get-disclosure-policy";
import { computePairedRow, type ExactPairedRow } from "./compute-paired-row";
import { composePooledRow, pairedPool, disclosedPair, type PoolPart } from "./compare-pool";
import { loadSplitGold, loadSplitResults, loadSubmissionRecords } from "./board-data";
import { findBoardBenchmark, listBoardSubmissions } from "./board-lookups";
import { DISCLOSED } from "@/lib/vocabulary";

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
  splits: (PairedRow & { split: string; regimeA: string; regimeB: string; release: DisclosureInfo })[];
  /** Splits where both have a public score (choices for the pooled result). */
  commonSplits: string[];
  /** The splits pooled: the chosen ones among commonSplits, or all of them. */
  pooledSplits: string[];
  /** One paired bootstrap over every claim of the pooled splits (disclosed like a split row, at the pooled n). */
  pooled: (Omit<PairedRow, "holmP"> & { release: DisclosureInfo }) | null;
};

type Model = { id: string; name: string };
type Board = Awaited<ReturnType<typeof loadBoard>>;
type Chosen = ReturnType<typeof chooseRepresentatives>;
type SplitRow = ExactPairedRow & { split: string; regimeA: string; regimeB: string };

/** Two models head to head on a benchmark, split by split, from stored per-claim results. */
export async function compareModels(viewer: Viewer, raw: Record<string, string>): Promise<HeadToHead | null> {
  const q = parseQuery(raw);
  if (!q.benchmark) return null;
  const board = await loadBoard(viewer, q, q.benchmark);
  const { a, b } = findModels(board.models, q);
  const header = comparisonHeader(board, a, b);
  if (!a || !b || !board.bench.labelVersionId) return header;
  if (a.id === b.id) throw new AppError("BAD_REQUEST", "Choose two different models", { b: "same as a" });
  const chosen = chooseRepresentatives(board, a, b);
  const { rows, pooled } = await pairSplits(board, chosen, a, b, q.splits, board.bench.labelVersionId);
  const splits = discloseRows(board, rows);
  const commonSplits = rows.map((r) => r.split);
  refuseUncommonSplits(q.splits, commonSplits, a, b);
  return {
    ...header,
    splits,
    commonSplits,
    pooledSplits: q.splits ? commonSplits.filter((name) => q.splits?.includes(name)) : commonSplits,
    pooled: disclosePooled(board, pooled),
  };
}

/** The comparison before any split is paired: the benchmark, its metrics and the models to choose from. */
function comparisonHeader(board: Board, a: Model | null, b: Model | null): HeadToHead {
  return {
    benchmark: { slug: board.bench.slug, title: board.bench.title },
    metric: board.metric,
    metrics: board.metrics,
    lowerIsBetter: isLowerBetter(board.metric),
    models: board.models,
    a,
    b,
    splits: [],
    commonSplits: [],
    pooledSplits: [],
    pooled: null,
  };
}

/** A 400 naming the chosen splits on which the two models have no common public score. */
function refuseUncommonSplits(
  chosen: string[] | undefined,
  commonSplits: string[],
  a: Model,
  b: Model,
): void {
  const unknown = (chosen ?? []).filter((name) => !commonSplits.includes(name));
  if (unknown.length > 0)
    throw new AppError(
      "BAD_REQUEST",
      `${a.name} and ${b.name} have no common public score on ${unknown.join(", ")}`,
      { splits: "not a common split" },
    );
}

function parseQuery(raw: Record<string, string>): CompareQuery {
  const parsed = compareQuerySchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      "BAD_REQUEST",
      "Some filters are not valid",
      Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
    );
  return parsed.data;
}

/**
 * The benchmark, its metric, its disclosure policy and the submissions the viewer may compare:
 * on hidden splits, others compare only what the Ladder disclosed, in disclosed values (lib/disclosure).
 */
async function loadBoard(viewer: Viewer, q: CompareQuery, slug: string) {
  const bench = await findBoardBenchmark(viewer, slug);
  const sliced = bench.slices.length > 0;
  const metrics = boardMetrics(bench.track, sliced);
  const metric = q.metric ?? primaryMetric(bench.track, sliced);
  if (!metrics.includes(metric))
    throw new AppError("BAD_REQUEST", `Unknown metric ${metric}; choose one of ${metrics.join(", ")}`, {
      metric: "unknown metric",
    });
  const policy = getDisclosurePolicy(
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
      (isExactFor(s.splitId) || s.disclosure?.status === DISCLOSED),
  );
  const models = [
    ...new Map(subs.map((s) => [s.model.id, { id: s.model.id, name: s.model.name }])).values(),
  ].sort((x, y) => x.name.localeCompare(y.name));
  return { bench, sliced, metric, metrics, policy, isExactFor, subs, models };
}

function findModels(models: Model[], q: CompareQuery): { a: Model | null; b: Model | null } {
  const find = (id: string | undefined) =>
    id === undefined ? null : (models.find((m) => m.id === id) ?? null);
  const a = find(q.a);
  const b = find(q.b);
  if ((q.a && !a) || (q.b && !b))
    throw new AppError("NOT_FOUND", "That model has no public score on this benchmark", {
      [q.a && !a ? "a" : "b"]: "unknown model",
    });
  return { a, b };
}

/** Each model's representative per split (best on the primary metric, disclosed values on hidden splits). */
function chooseRepresentatives(board: Board, a: Model, b: Model) {
  const primary = primaryMetric(board.bench.track, board.sliced);
  return [
    ...pickRepresentatives(
      board.subs
        .filter((s) => s.model.id === a.id || s.model.id === b.id)
        .map((s) => ({
          ...s,
          modelId: s.model.id,
          declaredRegime: s.regime,
          regime: "any",
          primary: (board.isExactFor(s.splitId) ? s.headline[primary] : s.disclosure?.value) ?? Number.NaN,
        })),
      "best",
      isLowerBetter(primary),
    ).values(),
  ].flat();
}

/** One exact row per common split (public splits), or a row built from the two disclosures (hidden). */
async function pairSplits(
  board: Board,
  chosen: Chosen,
  a: Model,
  b: Model,
  pooledNames: string[] | undefined,
  labelVersionId: string,
): Promise<{ rows: SplitRow[]; pooled: PoolPart[] }> {
  const { bench, metric, isExactFor } = board;
  const rows: SplitRow[] = [];
  const pooled: PoolPart[] = [];
  // Hidden splits (for everyone but maintainers): the two disclosed results only, never the
  // per-claim rows (docs/DOMAIN.md §6, "Compare page on hidden splits").
  const disclosed = await loadSplitResults(
    chosen.filter((s) => !isExactFor(s.splitId)).map((s) => ({ scoreId: s.scoreId, isHidden: true })),
  );
  for (const split of bench.splits) {
    const sa = chosen.find((s) => s.splitId === split.id && s.modelId === a.id);
    const sb = chosen.find((s) => s.splitId === split.id && s.modelId === b.id);
    if (!sa || !sb) continue;
    const isHidden = !isExactFor(split.id);
    let part: PoolPart;
    if (isHidden) {
      part = disclosedPair(split.name, disclosed.get(sa.scoreId), disclosed.get(sb.scoreId), metric);
    } else {
      part = await exactPair(split.id, labelVersionId, sa, sb, metric);
    }
    if (!pooledNames || pooledNames.includes(split.name)) pooled.push(part);
    rows.push({ split: split.name, regimeA: sa.declaredRegime, regimeB: sb.declaredRegime, ...part.row });
  }
  return { rows, pooled };
}

/** A public split's (or a maintainer's) exact paired row, from both models' per-claim records and the gold. */
async function exactPair(
  splitId: string,
  labelVersionId: string,
  sa: Chosen[number],
  sb: Chosen[number],
  metric: string,
): Promise<PoolPart> {
  const gold = (await loadSplitGold(splitId, labelVersionId)).benchmark;
  const [ra, rb] = await Promise.all([
    loadSubmissionRecords(sa, sa.labelVersionId),
    loadSubmissionRecords(sb, sb.labelVersionId),
  ]);
  // Everything the row depends on: the gold's version and both stored scores.
  const key = `${splitId}:${labelVersionId}|${sa.scoreId}:${sa.labelVersionId}|${sb.scoreId}:${sb.labelVersionId}`;
  return {
    hidden: false,
    gold,
    ra,
    rb,
    key,
    row: computePairedRow(`${metric}|${key}`, gold, ra, rb, metric),
  };
}

/** Holm runs on the disclosed p-values, so an exact dev row's adjusted p carries nothing of hidden gold. */
function discloseRows(board: Board, rows: SplitRow[]): HeadToHead["splits"] {
  const splitOf = new Map(board.bench.splits.map((s) => [s.name, s]));
  const policyOf = (split: string) =>
    board.isExactFor(splitOf.get(split)?.id ?? "") ? EXACT_DISCLOSURE : board.policy;
  const disclosedRows = rows.map((r) => {
    const p = policyOf(r.split);
    return {
      ...disclosePairedRow(p, board.metric, { ...r, holmP: 1 }),
      release: p.exact ? { exact: true } : { exact: false, stepOverride: p.stepOverride },
    };
  });
  const holm = holmAdjust(disclosedRows.map((r) => (Number.isFinite(r.pValue) ? r.pValue : 1)));
  return disclosedRows.map((r, i) => ({
    ...r,
    holmP: Number.isFinite(r.pValue) ? (holm[i] ?? 1) : Number.NaN,
  }));
}

/**
 * Any hidden split in the pool: composed from the per-split rows by claim weight, then disclosed
 * at the pooled n; otherwise one paired bootstrap over every pooled claim.
 */
function disclosePooled(board: Board, parts: PoolPart[]): HeadToHead["pooled"] {
  if (parts.length === 0) return null;
  const hasHidden = parts.some((p) => p.hidden);
  const paired = hasHidden ? composePooledRow(parts.map((p) => p.row)) : pairedPool(parts, board.metric);
  const policy = hasHidden ? board.policy : EXACT_DISCLOSURE;
  const { holmP: _holm, ...pooled } = disclosePairedRow(policy, board.metric, {
    ...paired,
    holmP: paired.pValue,
  });
  return {
    ...pooled,
    release: policy.exact ? { exact: true } : { exact: false, stepOverride: policy.stepOverride },
  };
}
