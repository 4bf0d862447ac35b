// The board's lookups: the benchmark as the viewer sees it (findBoardBenchmark), the
// public scored submissions of its splits (listBoardSubmissions), a board query checked
// against that benchmark (slices, modes, metrics and views it has, and the splits a query
// names, or the default choice when it names none), and who an entry is (entryFacts). Every
// board request reads them together (get-leaderboard.ts); compare, highlights and the
// difficulty view reuse them.
import "server-only";
import { db } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { AppError } from "@/lib/errors/app-error";
import { boardMetrics } from "@/lib/scoring/metrics";
import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { resultHeadlineColumn } from "@/lib/schemas/stored-columns";
import {
  findVisibleBenchmark,
  listVisibleSplits,
  type VisibleBenchmark,
} from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { MODEL_CARD_SELECT, type ModelCard } from "@/lib/server/models/to-model-dto";
import { DEMO_ORGANISATION, type Mode, type Period, type Representative, type Track } from "@/lib/vocabulary";

export type BoardBenchmark = {
  id: string;
  /** Whether the viewer maintains it (findVisibleBenchmark). */
  canMaintain: boolean;
  slug: string;
  title: string;
  track: Track;
  /** How claims are cut into splits (quarters or months): hidden-split windows follow it. */
  period: Period;
  isDemo: boolean;
  /** ISO timestamp when an admin archived it (readable, no new submissions). */
  archivedAt: string | null;
  /** Which submission represents a model: its best (primary metric) or its latest. */
  representative: Representative;
  slices: number[];
  modes: Mode[];
  /**
   * Splits the viewer may see, oldest first. `hidden` (isHiddenSplit) for test splits not
   * yet retired and embargoed dev splits: their gold must not be recoverable from a board.
   */
  splits: BoardSplit[];
  /** Newest label version id (scores of older versions are re-scored onto it). */
  labelVersionId: string | null;
  /** A maintainer's disclosure step for hidden splits (null: derived from n). */
  disclosureStep: number | null;
};

type BoardSplit = { id: string; name: string; kind: "dev" | "test"; hidden: boolean };

/** A benchmark the viewer may see, with its visible splits; 404 otherwise. */
export async function findBoardBenchmark(
  viewer: Viewer,
  slug: string,
  now = new Date(),
): Promise<BoardBenchmark> {
  return boardBenchmarkOf(await findVisibleBenchmark(viewer, slug), now);
}

/** The board's view of a benchmark the request found (findVisibleBenchmark): its visible splits and label version. */
export async function boardBenchmarkOf(b: VisibleBenchmark, now = new Date()): Promise<BoardBenchmark> {
  const [splits, version] = await Promise.all([
    listVisibleSplits(b, now),
    db.labelVersion.findFirst({
      where: { benchmarkId: b.id },
      orderBy: { version: "desc" },
      select: { id: true },
    }),
  ]);
  return {
    id: b.id,
    canMaintain: b.canMaintain,
    slug: b.slug,
    title: b.title,
    isDemo: b.isDemo,
    archivedAt: b.archivedAt,
    representative: b.representative,
    track: b.track,
    period: b.period,
    slices: b.slices,
    modes: b.modes,
    splits: splits.map((s) => ({
      id: s.id,
      name: s.name,
      kind: s.kind === "dev" ? "dev" : "test",
      hidden: isHiddenSplit(s, now),
    })),
    labelVersionId: version?.id ?? null,
    disclosureStep: b.disclosureStep,
  };
}

export type BoardSubmission = {
  id: string;
  splitId: string;
  regime: string;
  createdAt: string;
  /** A maintainer of the benchmark has checked it. */
  isVerified: boolean;
  /** LiveCheck ran the model itself (an evaluation of its endpoint): a verified run. */
  isLiveCheckRun: boolean;
  scoreId: string;
  labelVersionId: string;
  /** Headline metrics of the stored score on the whole split (exact: server only). */
  headline: Record<string, number>;
  /** The Ladder's decision when the split's gold is hidden (null on public-label splits). */
  disclosure: { status: string; value: number | null } | null;
  model: ModelCard;
};

/**
 * Public, scored submissions on the given splits (not hidden by a maintainer) with their newest score and model. This
 * is the one query every board request makes; its ids double as the cache key.
 */
export async function listBoardSubmissions(
  benchmarkId: string,
  splitIds: string[],
): Promise<BoardSubmission[]> {
  const rows = await db.submission.findMany({
    where: { benchmarkId, splitId: { in: splitIds }, status: "scored", isPublic: true, hiddenAt: null },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      splitId: true,
      regime: true,
      createdAt: true,
      verifiedAt: true,
      evaluationId: true,
      scores: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          id: true,
          labelVersionId: true,
          resultJson: true,
          disclosure: { select: { status: true, value: true } },
        },
      },
      model: { select: MODEL_CARD_SELECT },
    },
  });
  return rows.flatMap((r) => {
    const score = r.scores[0];
    if (!score) return [];
    const parsed = decodeJsonColumn(resultHeadlineColumn, score.resultJson, {
      table: "Score",
      id: score.id,
      column: "resultJson",
    });
    const m = r.model;
    return [
      {
        id: r.id,
        splitId: r.splitId,
        regime: r.regime,
        createdAt: r.createdAt.toISOString(),
        isVerified: r.verifiedAt !== null,
        isLiveCheckRun: r.evaluationId !== null,
        scoreId: score.id,
        labelVersionId: score.labelVersionId,
        disclosure: score.disclosure,
        headline: { ...parsed.metrics, ...(parsed.avg12 === undefined ? {} : { avg12: parsed.avg12 }) },
        model: {
          id: m.id,
          name: m.name,
          organisation: m.organisation,
          parameterCount: m.parameterCount,
          openWeights: m.openWeights,
          declaredCutoff: m.declaredCutoff.toISOString().slice(0, 10),
          estimatedCutoff: m.estimatedCutoff?.toISOString().slice(0, 10) ?? null,
          costPerRun: m.costPerRun,
        },
      },
    ];
  });
}

/** Refuses (400) a slice, mode, metric or view this benchmark does not have. */
export function checkAgainstBenchmark(query: LeaderboardQuery, b: BoardBenchmark): LeaderboardQuery {
  if (query.slice !== undefined && !b.slices.includes(query.slice)) {
    throw new AppError(
      "BAD_REQUEST",
      b.slices.length === 0
        ? "This benchmark has no evidence slices"
        : `Unknown slice ${query.slice}; this benchmark has ${b.slices.join(", ")}`,
      { slice: "unknown slice" },
    );
  }
  if (query.slice !== undefined && !b.modes.includes(query.mode))
    throw new AppError(
      "BAD_REQUEST",
      `Unknown mode ${query.mode}; this benchmark has ${b.modes.join(", ")}`,
      { mode: "unknown mode" },
    );
  const metrics = boardMetrics(b.track, b.slices.length > 0 && query.slice === undefined);
  if (query.metric !== undefined && !metrics.includes(query.metric))
    throw new AppError("BAD_REQUEST", `Unknown metric ${query.metric}; choose one of ${metrics.join(", ")}`, {
      metric: "unknown metric",
    });
  if (query.view === "slices" && b.slices.length === 0)
    throw new AppError(
      "BAD_REQUEST",
      "This benchmark has no evidence slices, so there is no time-slice view",
      { view: "no slices" },
    );
  return query;
}

/** The named splits (404 naming any unknown one), or every visible split. */
export function resolveSplits(
  names: string[] | undefined,
  b: BoardBenchmark,
): { id: string; name: string }[] {
  if (!names) return b.splits;
  const unknown = names.filter((n) => !b.splits.some((s) => s.name === n));
  if (unknown.length > 0)
    throw new AppError("NOT_FOUND", `No split ${unknown.join(", ")} in ${b.slug}`, {
      splits: "unknown split",
    });
  return b.splits.filter((s) => names.includes(s.name));
}

/** Without a choice: every visible split that has a public score, or all visible splits. */
export function defaultSplits(b: BoardBenchmark, submissions: BoardSubmission[]): string[] {
  const used = new Set(submissions.map((s) => s.splitId));
  const withScores = b.splits.filter((s) => used.has(s.id));
  return (withScores.length > 0 ? withScores : b.splits).map((s) => s.name);
}

/** A 400 for a window that holds no claims of the chosen splits. */
export function emptyWindow(query: { start?: string; end?: string }, splits: string[]): AppError {
  return new AppError(
    "BAD_REQUEST",
    `No claims are dated between ${query.start ?? "the first claim"} and ${query.end ?? "the last claim"} in ${splits.join(", ")}`,
    { start: "the window holds no claims" },
  );
}

/** Who an entry is (its model card and representative submissions), without any record. */
export function entryFacts(entryId: string, subs: BoardSubmission[], cutoffKind: "declared" | "estimated") {
  const m = subs[0]!.model;
  return {
    entryId,
    modelId: m.id,
    model: m.name,
    organisation: m.organisation,
    openWeights: m.openWeights,
    parameterCount: m.parameterCount,
    cutoff: cutoffKind === "estimated" ? (m.estimatedCutoff ?? m.declaredCutoff) : m.declaredCutoff,
    declaredCutoff: m.declaredCutoff,
    regime: subs[0]!.regime,
    submittedAt:
      subs
        .map((s) => s.createdAt)
        .sort()
        .at(-1) ?? "",
    submissionIds: subs.map((s) => s.id),
    costPerRun: m.costPerRun,
    badges: [
      ...(subs.some((s) => s.isVerified) ? ["verified"] : []),
      ...(m.organisation === DEMO_ORGANISATION ? ["demo"] : []),
      ...(subs.length > 0 && subs.every((s) => s.isLiveCheckRun) ? ["livecheck"] : []),
    ],
  };
}
