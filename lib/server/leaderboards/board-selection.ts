// The first steps of a board request (get-leaderboard.ts): the splits and submissions a
// checked query selects for this viewer, the refusals on hidden splits, and the board's
// header and representative submissions. The keys it is cached under are board-cache.ts's.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { hiddenWindowMessage, periodAlignmentErrors } from "@/lib/leaderboard/window";
import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import type { DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { getDisclosurePolicy } from "@/lib/server/disclosure/get-disclosure-policy";
import {
  checkAgainstBenchmark,
  defaultSplits,
  findBoardBenchmark,
  listBoardSubmissions,
  resolveSplits,
  type BoardBenchmark,
  type BoardSubmission,
} from "./board-lookups";
import { isLowerBetter, primaryMetric } from "@/lib/scoring/metrics";
import { pickRepresentatives } from "@/lib/leaderboard/pick-representatives";
import { DEMO_ORGANISATION, DISCLOSED } from "@/lib/vocabulary";

/** Fixed bootstrap seed (DOMAIN.md §6); B follows the number of claims (boardBootstrapSize). */
const BOARD_SEED = 0;

/** What a board request selects, for this viewer. */
export type BoardSelection = {
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
export async function selectBoard(
  viewer: Viewer,
  slug: string,
  parsed: LeaderboardQuery,
): Promise<BoardSelection> {
  const benchmark = await findBoardBenchmark(viewer, slug);
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
  return { benchmark, query, splits, splitIds, hiddenLabels, policy, hiddenIds, relevant };
}

/** The contamination-controlled ranking reads per-claim results of the chosen splits: on hidden splits, maintainers only. */
const CONTROLLED_HIDDEN =
  "The contamination-controlled ranking is not shown on hidden test splits until the maintainers retire them (it would be computed from exact hidden results); choose public splits, or read it on the contamination page of a retired split.";

/** A 400 for what a selection with hidden splits may not ask: a window that cuts a split, or (without exact access) the controlled ranking. */
export function refuseOnHiddenSplits({ benchmark, query, hiddenLabels, policy }: BoardSelection): void {
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

/** A 400 for a window that holds no claims of the chosen splits. */
export function emptyWindow(query: { start?: string; end?: string }, splits: string[]): AppError {
  return new AppError(
    "BAD_REQUEST",
    `No claims are dated between ${query.start ?? "the first claim"} and ${query.end ?? "the last claim"} in ${splits.join(", ")}`,
    { start: "the window holds no claims" },
  );
}

/**
 * What every board of the selection starts from: its label version (404 without one), each
 * entry's representative submissions, the notes on the selection, and the header (benchmark,
 * query, representative rule, seed).
 */
export function arrangeBoard({
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
