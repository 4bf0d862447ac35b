// A board computed from per-claim rows (get-leaderboard.ts): for viewers with exact access,
// and for everyone on selections without a hidden split. The table is cached and stored
// (board-cache.ts); the view on it is built here, then disclosed for the viewer. Its inputs
// that read per-claim data (the merged gold of the chosen splits and each entry's records)
// are loaded only when a table is computed or a view reads records, never to serve a stored
// table; the table is computed on the board thread in an app server (computeBoardTable).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { buildViews, chartRows, viewReadsRecords, type ViewsInput } from "@/lib/leaderboard/build-views";
import {
  controlledSetNote,
  controlledSetTooSmall,
  countControlledSet,
  type ControlledCounts,
} from "@/lib/leaderboard/describe-controlled-set";
import { assembleLeaderboard } from "@/lib/leaderboard/assemble-leaderboard";
import {
  entryFromColumns,
  toAssembleInput,
  type BoardTableInput,
  type ColumnEntry,
} from "@/lib/leaderboard/entry-from-columns";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { isInWindow } from "@/lib/leaderboard/window";
import { discloseLeaderboard } from "@/lib/disclosure/disclose-board";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import { runBoardTask } from "@/lib/server/scoring/run-scoring-task";
import { processSingleton } from "@/lib/process-singleton";
import type { ControlledClaimSet } from "@/lib/server/contamination/get-controlled-claim-set";
import { cachedBoard, type BoardKey } from "./board-cache";
import { emptyWindow, entryFacts, type BoardSubmission } from "./board-lookups";
import type { BoardFrame, BoardSelection } from "./get-leaderboard";
import { loadSplitGold, loadSubmissionColumns } from "./board-data";

/** Smallest contamination-controlled set a board is ranked on. */
const MIN_CONTROLLED = 30;

/** The board of `selection` from per-claim rows: its table (cached under `tableKey`) with the query's view, disclosed. */
export async function computeExactBoard(
  selection: BoardSelection,
  frame: BoardFrame,
  controlled: ControlledClaimSet | null,
  tableKey: BoardKey,
): Promise<LeaderboardResult> {
  const { query, splits, policy } = selection;
  // get-leaderboard composes everyone else's board from disclosures (docs/SECURITY.md).
  if (!policy.exact) throw new Error("an exact board was asked for a viewer without exact access");
  const data = boardData(selection, frame, controlled);
  const counts = controlled ? await checkControlledSet(selection, data, controlled) : null;
  const header = { ...frame.base, notes: [...frame.notes, ...(counts ? [controlledSetNote(counts)] : [])] };
  // What this request computed the table from, when it was the one that computed it (its views reuse it).
  let input: ViewsInput | null = null;
  const table = await cachedBoard(tableKey, async () => {
    const loaded = await tableInput(header, data);
    input = toAssembleInput(loaded);
    return computeBoardTable(loaded);
  });
  if (table.n === 0) throw emptyWindow(query, splits);
  const viewInput: ViewsInput = input ?? (await viewInputFor(table, header, data, query));
  return discloseLeaderboard(policy, buildViews(table, viewInput));
}

type Header = BoardFrame["base"] & { notes: string[] };

/** The board's gold (merged once, restricted to the controlled set if asked) and its entries, loaded when first needed. */
function boardData(
  { splitIds, query }: BoardSelection,
  { labelVersionId, groups }: BoardFrame,
  controlled: ControlledClaimSet | null,
) {
  let merged: Promise<ScoringBenchmark> | null = null;
  const gold = () => (merged ??= mergeSplits([...splitIds], labelVersionId));
  return {
    gold,
    scoring: async () => (controlled ? restrictToControlled(await gold(), controlled) : gold()),
    /** The entries (with their records' columns loaded) of all groups, or of the given ones. */
    entries: (only?: Set<string>) =>
      Promise.all(
        [...groups]
          .filter(([entryId]) => !only || only.has(entryId))
          .map(([entryId, subs]) => toEntry(entryId, subs, query.cutoff)),
      ),
  };
}

type BoardData = ReturnType<typeof boardData>;

/**
 * The controlled set counted for this selection (chosen splits and window); a set too small
 * to rank on is a 400 that says why, once.
 */
async function checkControlledSet(
  { query, relevant }: BoardSelection,
  data: BoardData,
  controlled: ControlledClaimSet,
): Promise<ControlledCounts> {
  const counts = countControlledSet({
    selected: (await data.gold()).claims.filter((c) => isInWindow(c.claimDate, query)).map((c) => c.claimId),
    set: controlled,
    boardModelIds: [...new Set(relevant.map((s) => s.model.id))],
  });
  if (counts.clean < MIN_CONTROLLED)
    throw new AppError("BAD_REQUEST", controlledSetTooSmall(counts, MIN_CONTROLLED), {
      controlled: `${counts.clean} claims`,
    });
  return counts;
}

/** What the table is computed from: the header, the (controlled) gold and every entry's records. */
async function tableInput(header: Header, data: BoardData): Promise<BoardTableInput> {
  const gold = await data.scoring();
  const entries = await data.entries();
  const properties = gold.properties?.length ? { properties: gold.properties } : {};
  return {
    ...header,
    benchmark: { ...header.benchmark, ...properties },
    scoring: gold,
    entries,
  };
}

/** A view that reads records needs the gold and only the entries it charts; the others neither. */
async function viewInputFor(
  table: LeaderboardResult,
  header: Header,
  data: BoardData,
  query: BoardSelection["query"],
): Promise<ViewsInput> {
  if (!viewReadsRecords(query.view)) return { ...header, scoring: null, entries: [] };
  return {
    ...header,
    scoring: await data.scoring(),
    entries: (await data.entries(new Set(chartRows(table, query.models).map((r) => r.entryId)))).map(
      entryFromColumns,
    ),
  };
}

/** The chosen splits' claims that are in the controlled set (its size was checked in the window: a small set on hidden splits would let two selections be compared claim by claim). */
function restrictToControlled(scoring: ScoringBenchmark, set: ControlledClaimSet): ScoringBenchmark {
  const keep = new Set(set.claimIds);
  return { ...scoring, claims: scoring.claims.filter((c) => keep.has(c.claimId)) };
}

/** The gold of the chosen splits, as one scorer input. */
async function mergeSplits(splitIds: string[], labelVersionId: string): Promise<ScoringBenchmark> {
  const loaded = await Promise.all(splitIds.map((id) => loadSplitGold(id, labelVersionId)));
  const first = loaded[0]!.benchmark;
  return { ...first, claims: loaded.flatMap((l) => l.benchmark.claims) };
}

/** An entry with its representative submissions' record columns loaded. */
async function toEntry(
  entryId: string,
  subs: BoardSubmission[],
  cutoffKind: "declared" | "estimated",
): Promise<ColumnEntry> {
  const columns = await Promise.all(subs.map((s) => loadSubmissionColumns(s, s.labelVersionId)));
  return { facts: entryFacts(entryId, subs, cutoffKind), columns };
}

const state = processSingleton("livecheckBoardThread", () => ({ on: false }));

/**
 * Whether this process computes board tables on its board thread: the app server turns it
 * on at start (instrumentation.ts). Not the worker process: the columns would be copied to
 * the thread, and there the memory matters more than the thread it would free.
 */
export function setBoardThread(on: boolean): void {
  state.on = on;
}

/**
 * Where a board table is computed: on the board thread in an app server (so a board of
 * seconds or minutes never holds up the requests it serves), in line elsewhere (the worker
 * process, whose boards lane has nothing else to serve, and tests).
 */
async function computeBoardTable(input: BoardTableInput): Promise<LeaderboardResult> {
  if (!state.on) return assembleLeaderboard(toAssembleInput(input));
  const outcome = await runBoardTask({ kind: "board", input });
  if ("board" in outcome) return outcome.board;
  throw new Error(
    `the board thread failed: ${"error" in outcome ? outcome.error : "no board in its answer"}`,
  );
}
