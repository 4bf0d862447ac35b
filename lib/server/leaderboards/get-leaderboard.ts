// A board request (docs/ARCHITECTURE.md, "Leaderboards"): the spine, then its own steps below
// it (the selection for this viewer, the refusals on hidden splits, the board's frame).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import { pickRepresentatives } from "@/lib/leaderboard/pick-representatives";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { hiddenWindowMessage, periodAlignmentErrors } from "@/lib/leaderboard/window";
import { leaderboardQuerySchema, type LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { isLowerBetter, primaryMetric } from "@/lib/scoring/metrics";
import { findVisibleBenchmark, type VisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { getControlledClaimSet } from "@/lib/server/contamination/get-controlled-claim-set";
import { getDisclosurePolicy } from "@/lib/server/disclosure/get-disclosure-policy";
import { addSubmissionCounts } from "./add-submission-counts";
import { answerKey, boardKeys, cachedBoard } from "./board-cache";
import {
  boardBenchmarkOf,
  checkAgainstBenchmark,
  defaultSplits,
  emptyWindow,
  listBoardSubmissions,
  resolveSplits,
  type BoardBenchmark,
  type BoardSubmission,
} from "./board-lookups";
import { computeExactBoard } from "./compute-exact-board";
import { getBoardVersion } from "./get-board-version";
import { getComposedBoard } from "./get-composed-board";
import { DISCLOSED } from "@/lib/vocabulary";

/** The message of a query that fails the schema: its fields say what is wrong (other errors say it in the message). */
export const INVALID_FILTERS = "Some filters are not valid";

/**
 * The leaderboard of a benchmark for raw query-string filters, recomputed from stored
 * per-claim results. Bad filters are 400, unknown benchmarks and splits 404, an empty
 * window 400. Tables and views are cached under a digest of every public score they read,
 * so a new score shows on the next request; a view reuses its table (board-cache.ts).
 */
export async function getLeaderboard(
  viewer: Viewer,
  slug: string,
  raw: Record<string, string>,
): Promise<LeaderboardResult> {
  const version = await getBoardVersion(slug);
  return cachedBoard(answerKey(slug, viewer, raw, version), async () =>
    addSubmissionCounts(await computeLeaderboard(viewer, slug, raw)),
  );
}

async function computeLeaderboard(
  viewer: Viewer,
  slug: string,
  raw: Record<string, string>,
): Promise<LeaderboardResult> {
  const selection = await selectBoard(viewer, slug, parseBoardQuery(raw));
  refuseOnHiddenSplits(selection);
  const { found, benchmark, query, splits, policy } = selection;
  const controlled = query.controlled === "1" ? await getControlledClaimSet(viewer, found, {}) : null;
  const keys = boardKeys(slug, selection, controlled);
  return cachedBoard(keys.view, async () => {
    const frame = arrangeBoard(selection);
    if (policy.exact) return computeExactBoard(selection, frame, controlled, keys.table);
    // Everyone but the maintainers: a board over hidden splits is composed from what the
    // Ladder disclosed per split, never from exact hidden values (docs/SECURITY.md).
    const { labelVersionId, groups, notes, base } = frame;
    const composed = await getComposedBoard({
      ...base,
      notes,
      board: benchmark,
      labelVersionId,
      groups,
      policy,
    });
    if (composed.n === 0) throw emptyWindow(query, splits);
    return composed;
  });
}

/** The raw query-string filters read through the schema, or a 400 naming each bad field. */
function parseBoardQuery(raw: Record<string, string>): LeaderboardQuery {
  const parsed = leaderboardQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((i) => [String(i.path[0] ?? "query"), i.message]),
  );
  throw new AppError("BAD_REQUEST", INVALID_FILTERS, fields);
}

/** What a board request selects, for this viewer. */
export type BoardSelection = {
  /** The benchmark as findVisibleBenchmark found it for this viewer (its standing is asked once). */
  found: VisibleBenchmark;
  benchmark: BoardBenchmark;
  query: LeaderboardQuery;
  /** The chosen split names (the query's, or the default ones). */
  splits: string[];
  splitIds: Set<string>;
  /** Whether a chosen split is hidden (test or embargoed): windows then cut whole splits only. */
  hiddenLabels: boolean;
  policy: DisclosurePolicy;
  /** Every hidden split of the benchmark, chosen or not. */
  hiddenIds: Set<string>;
  /** The submissions on the board: chosen splits, regime and verified filters, and shown to this viewer. */
  relevant: BoardSubmission[];
};

/** The benchmark as this viewer sees it (404 otherwise), the chosen splits and the submissions shown on them. */
async function selectBoard(viewer: Viewer, slug: string, parsed: LeaderboardQuery): Promise<BoardSelection> {
  const found = await findVisibleBenchmark(viewer, slug);
  const benchmark = await boardBenchmarkOf(found);
  const query = checkAgainstBenchmark(parsed, benchmark);
  const selected = resolveSplits(query.splits, benchmark);
  const submissions = await listBoardSubmissions(
    benchmark.id,
    selected.map((s) => s.id),
  );
  const splits = query.splits ?? defaultSplits(benchmark, submissions);
  const splitIds = new Set(benchmark.splits.filter((s) => splits.includes(s.name)).map((s) => s.id));
  // Hidden gold (test or embargoed splits) must not be recoverable: windows cut whole splits
  // (quarters or months, the benchmark's period) only.
  const hiddenLabels = benchmark.splits.some((s) => splitIds.has(s.id) && s.hidden);
  const policy = getDisclosurePolicy(benchmark, hiddenLabels);
  const hiddenIds = new Set(benchmark.splits.filter((s) => s.hidden).map((s) => s.id));
  // On hidden splits others see only what the Ladder disclosed (lib/disclosure).
  const isShown = (s: BoardSubmission) =>
    policy.exact || !hiddenIds.has(s.splitId) || s.disclosure?.status === DISCLOSED;
  const relevant = submissions.filter(
    (s) =>
      splitIds.has(s.splitId) &&
      (query.regime === "all" || s.regime === query.regime) &&
      (query.verified !== "1" || s.isLiveCheckRun) &&
      isShown(s),
  );
  return { found, benchmark, query, splits, splitIds, hiddenLabels, policy, hiddenIds, relevant };
}

/** The contamination-controlled ranking reads per-claim results of the chosen splits: on hidden splits, maintainers only. */
const CONTROLLED_HIDDEN =
  "The contamination-controlled ranking is not shown on hidden test splits until the maintainers retire them (it would be computed from exact hidden results); choose public splits, or read it on the contamination page of a retired split.";

/** A 400 for what a selection with hidden splits may not ask: a window that cuts a split, or (without exact access) the controlled ranking. */
function refuseOnHiddenSplits({ benchmark, query, hiddenLabels, policy }: BoardSelection): void {
  const misaligned = hiddenLabels
    ? periodAlignmentErrors(
        {
          ...(query.start ? { start: query.start } : {}),
          ...(query.end ? { end: query.end } : {}),
        },
        benchmark.period,
      )
    : null;
  if (misaligned) throw new AppError("BAD_REQUEST", hiddenWindowMessage(benchmark.period), misaligned);
  if (!policy.exact && query.controlled === "1")
    throw new AppError("BAD_REQUEST", CONTROLLED_HIDDEN, { controlled: "not available on hidden splits" });
}

/** Fixed bootstrap seed (DOMAIN.md §6); B follows the number of claims (boardBootstrapSize). */
const BOARD_SEED = 0;

/**
 * What every board of the selection starts from: its label version (404 without one), each
 * entry's representative submissions, the notes on the selection, and the header (benchmark,
 * query, representative rule, seed).
 */
function arrangeBoard({
  benchmark,
  query,
  splits,
  splitIds,
  hiddenLabels,
  policy,
  hiddenIds,
  relevant,
}: BoardSelection) {
  const labelVersionId = benchmark.labelVersionId;
  if (!labelVersionId || splitIds.size === 0)
    throw new AppError("NOT_FOUND", "This benchmark has no labelled split to rank on yet");
  const primary = primaryMetric(benchmark.track, benchmark.slices.length > 0);
  // Choosing the best of a model's hidden-split submissions uses disclosed values, not exact ones.
  const primaryOf = (s: BoardSubmission) =>
    (policy.exact || !hiddenIds.has(s.splitId) ? s.headline[primary] : s.disclosure?.value) ?? Number.NaN;
  const groups = pickRepresentatives(
    relevant.map((s) => ({ ...s, modelId: s.model.id, primary: primaryOf(s) })),
    benchmark.representative,
    isLowerBetter(primary),
  );
  const notes = [
    ...(query.regime === "all" && new Set(relevant.map((s) => s.regime)).size > 1
      ? [
          "Rows come from different regimes (see the regime column); filter by regime to compare like with like.",
        ]
      : []),
    ...(relevant.length === 0
      ? ["No public scored submission on these splits yet: only the platform baselines are shown."]
      : []),
  ];
  const base = {
    benchmark: {
      slug: benchmark.slug,
      title: benchmark.title,
      track: benchmark.track,
      period: benchmark.period,
      isDemo: benchmark.isDemo,
      archivedAt: benchmark.archivedAt,
      splits: benchmark.splits.map((s) => s.name),
      splitKinds: Object.fromEntries(benchmark.splits.map((s) => [s.name, s.kind])),
      slices: benchmark.slices,
      modes: benchmark.modes,
    },
    query: { ...query, splits },
    representative: benchmark.representative,
    seed: BOARD_SEED,
    hiddenLabels,
  };
  return { labelVersionId, groups, notes, base };
}

export type BoardFrame = ReturnType<typeof arrangeBoard>;
