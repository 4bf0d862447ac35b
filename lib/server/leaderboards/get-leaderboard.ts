import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import type { AssembleInput } from "@/lib/leaderboard/assemble-leaderboard";
import {
  entryFromColumns,
  toAssembleInput,
  type BoardTableInput,
} from "@/lib/leaderboard/entry-from-columns";
import { buildViews, chartRows, viewReadsRecords, type ViewsInput } from "@/lib/leaderboard/build-views";
import { isLowerBetter, primaryMetric } from "@/lib/scoring/metrics";
import { pickRepresentatives } from "@/lib/leaderboard/pick-representatives";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { hiddenWindowMessage, isInWindow, periodAlignmentErrors } from "@/lib/leaderboard/window";
import {
  controlledSetNote,
  controlledSetTooSmall,
  countControlledSet,
} from "@/lib/leaderboard/describe-controlled-set";
import { leaderboardQuerySchema } from "@/lib/schemas/leaderboard";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { findBoardBenchmark } from "./find-board-benchmark";
import { checkAgainstBenchmark, defaultSplits, resolveSplits } from "./check-board-query";
import { getBoardVersion } from "./get-board-version";
import { leaderboardCaches } from "./leaderboard-caches";
import { listBoardSubmissions, type BoardSubmission } from "./list-board-submissions";
import { mergeSplits, restrictToControlled, toEntry } from "./board-entries";
import { computeBoardTable } from "./compute-board-table";
import { BOARD_CODE_VERSION, readBoardSnapshot, writeBoardSnapshot } from "./board-snapshots";
import { getControlledClaimSet } from "@/lib/server/contamination/get-controlled-claim-set";
import { releaseLeaderboard } from "@/lib/release/release-board";
import { getReleasePolicy } from "@/lib/server/release/get-release-policy";
import { getComposedBoard } from "./get-composed-board";
import { addSubmissionCounts } from "./add-submission-counts";

/** The message of a query that fails the schema: its fields say what is wrong (other errors say it in the message). */
export const INVALID_FILTERS = "Some filters are not valid";

/** Fixed bootstrap seed (DOMAIN.md §6); B follows the number of claims (boardBootstrapSize). */
const BOARD_SEED = 0;
/** Smallest contamination-controlled set a board is ranked on. */
const MIN_CONTROLLED = 30;
/**
 * A repeated request is answered from memory while the data version is unchanged and the
 * answer is younger than this: what the version does not see (model card edits, embargo
 * ends, new releases) shows within this time.
 */
const ANSWER_TTL_MS = 15_000;

/**
 * The leaderboard of a benchmark for raw query-string filters, recomputed from stored
 * per-claim results. Bad filters are 400, unknown benchmarks and splits 404, an empty
 * window 400. Tables and views are cached under a digest of every public score they read,
 * so a new score shows on the next request; a view reuses its table.
 */
export async function getLeaderboard(
  viewer: Viewer,
  slug: string,
  raw: Record<string, string>,
): Promise<LeaderboardResult> {
  const answerKey = JSON.stringify([
    slug,
    viewer ? `${viewer.role}:${viewer.id}` : "public",
    Object.entries(raw).sort(),
  ]);
  const version = await getBoardVersion(slug);
  const answer = leaderboardCaches.answers.get(answerKey);
  if (answer && answer.version === version && Date.now() - answer.at < ANSWER_TTL_MS) return answer.result;
  const result = await addSubmissionCounts(await computeLeaderboard(viewer, slug, raw));
  leaderboardCaches.answers.set(answerKey, { version, at: Date.now(), result });
  return result;
}

async function computeLeaderboard(
  viewer: Viewer,
  slug: string,
  raw: Record<string, string>,
): Promise<LeaderboardResult> {
  const parsed = leaderboardQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0] ?? "query"), i.message]),
    );
    throw new AppError("BAD_REQUEST", INVALID_FILTERS, fields);
  }
  const benchmark = await findBoardBenchmark(viewer, slug);
  const query = checkAgainstBenchmark(parsed.data, benchmark);
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
  const policy = getReleasePolicy(benchmark, hiddenLabels);
  const hiddenIds = new Set(benchmark.splits.filter((s) => s.hidden).map((s) => s.id));
  // On hidden splits others see only what the Ladder released (lib/release).
  const isShown = (s: BoardSubmission) =>
    policy.exact || !hiddenIds.has(s.splitId) || s.release?.status === "released";
  const relevant = submissions.filter(
    (s) =>
      splitIds.has(s.splitId) &&
      (query.regime === "all" || s.regime === query.regime) &&
      (query.verified !== "1" || s.isLiveCheckRun) &&
      isShown(s),
  );
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
  const { view, models, format, ...tableQuery } = query;
  const controlled = query.controlled === "1" ? await getControlledClaimSet(viewer, benchmark.id, {}) : null;
  // The viewer's visible splits (and which are hidden) shape the result (its split list,
  // baseline names, pre/post rule), so the benchmark as this viewer sees it is part of the
  // key: a public viewer never gets a result built for a maintainer who also sees embargoed
  // splits. The key names every input, so a table stored under it (memory or database) is
  // never stale; BOARD_CODE_VERSION retires tables of an older computation.
  const tableKey = createHash("sha256")
    .update(
      JSON.stringify([
        BOARD_CODE_VERSION,
        slug,
        tableQuery,
        splits,
        benchmark,
        hiddenLabels,
        policy,
        relevant,
        controlled?.claimIds,
      ]),
    )
    .digest("base64url");
  const viewKey = `${tableKey}:${view}:${models?.join(",") ?? ""}`;
  const cachedView = leaderboardCaches.views.get(viewKey);
  if (cachedView) return { ...cachedView, query: { ...cachedView.query, format } };
  const labelVersionId = benchmark.labelVersionId;
  if (!labelVersionId || splitIds.size === 0)
    throw new AppError("NOT_FOUND", "This benchmark has no labelled split to rank on yet");
  const primary = primaryMetric(benchmark.track, benchmark.slices.length > 0);
  // Choosing the best of a model's hidden-split submissions uses released values, not exact ones.
  const primaryOf = (s: BoardSubmission) =>
    (policy.exact || !hiddenIds.has(s.splitId) ? s.headline[primary] : s.release?.value) ?? Number.NaN;
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
  // Everyone but the maintainers: a board over hidden splits is composed from what the
  // Ladder released per split, never from exact hidden values (docs/SECURITY.md).
  if (!policy.exact) {
    const composed = await getComposedBoard({
      ...base,
      notes,
      board: benchmark,
      labelVersionId,
      groups,
      policy,
    });
    if (composed.n === 0) throw emptyWindow(query, splits);
    leaderboardCaches.views.set(viewKey, composed);
    return composed;
  }
  let merged: Promise<ScoringBenchmark> | null = null;
  const gold = () => (merged ??= mergeSplits([...splitIds], labelVersionId));
  // The controlled set is counted for this selection (chosen splits and window), and a set
  // too small to rank on says why, once.
  const controlledCounts = controlled
    ? countControlledSet({
        selected: (await gold()).claims.filter((c) => isInWindow(c.claimDate, query)).map((c) => c.claimId),
        set: controlled,
        boardModelIds: [...new Set(relevant.map((s) => s.model.id))],
      })
    : null;
  if (controlledCounts && controlledCounts.clean < MIN_CONTROLLED)
    throw new AppError("BAD_REQUEST", controlledSetTooSmall(controlledCounts, MIN_CONTROLLED), {
      controlled: `${controlledCounts.clean} claims`,
    });
  const scoring = async () => (controlled ? restrictToControlled(await gold(), controlled) : gold());
  /** The entries (with their records' columns loaded) of all groups, or of the given ones. */
  const loadEntries = (only?: Set<string>) =>
    Promise.all(
      [...groups]
        .filter(([entryId]) => !only || only.has(entryId))
        .map(([entryId, subs]) => toEntry(entryId, subs, query.cutoff)),
    );
  const withControlled = {
    ...base,
    notes: [...notes, ...(controlledCounts ? [controlledSetNote(controlledCounts)] : [])],
  };
  const tableInput = async (): Promise<BoardTableInput> => {
    const gold = await scoring();
    const entries = await loadEntries();
    const properties = gold.properties?.length ? { properties: gold.properties } : {};
    return {
      ...withControlled,
      benchmark: { ...withControlled.benchmark, ...properties },
      scoring: gold,
      entries,
    };
  };
  // Memory first, then the database (any process may have stored it), then computed here
  // (once per key in this process however many requests ask) and stored for all.
  let input: AssembleInput | null = null;
  let table = leaderboardCaches.boards.get(tableKey) ?? (await readBoardSnapshot(tableKey));
  if (!table) {
    let computing = leaderboardCaches.computing.get(tableKey);
    if (!computing) {
      const promise = (async () => {
        const loaded = await tableInput();
        input = toAssembleInput(loaded);
        const computed = await computeBoardTable(loaded);
        await writeBoardSnapshot(tableKey, benchmark.id, computed);
        return computed;
      })();
      computing = promise.finally(() => leaderboardCaches.computing.delete(tableKey));
      leaderboardCaches.computing.set(tableKey, computing);
    }
    table = await computing;
  }
  leaderboardCaches.boards.set(tableKey, table);
  if (table.n === 0) throw emptyWindow(query, splits);
  // A view that reads records needs the gold and only the entries it charts.
  const viewInput: ViewsInput =
    input ??
    (viewReadsRecords(query.view)
      ? {
          ...withControlled,
          scoring: await scoring(),
          entries: (await loadEntries(new Set(chartRows(table, query.models).map((r) => r.entryId)))).map(
            entryFromColumns,
          ),
        }
      : { ...withControlled, scoring: null, entries: [] });
  const result = releaseLeaderboard(policy, buildViews(table, viewInput));
  leaderboardCaches.views.set(viewKey, result);
  return result;
}

/** The contamination-controlled ranking reads per-claim results of the chosen splits: on hidden splits, maintainers only. */
const CONTROLLED_HIDDEN =
  "The contamination-controlled ranking is not shown on hidden test splits until the maintainers retire them (it would be computed from exact hidden results); choose public splits, or read it on the contamination page of a retired split.";

function emptyWindow(query: { start?: string; end?: string }, splits: string[]): AppError {
  return new AppError(
    "BAD_REQUEST",
    `No claims are dated between ${query.start ?? "the first claim"} and ${query.end ?? "the last claim"} in ${splits.join(", ")}`,
    { start: "the window holds no claims" },
  );
}
