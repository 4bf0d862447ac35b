// A board computed from per-claim rows (get-leaderboard.ts): for viewers with exact access,
// and for everyone on selections without a hidden split. The table is cached and stored
// (board-cache.ts); the view on it is built here, then released for the viewer.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { buildViews, chartRows, viewReadsRecords, type ViewsInput } from "@/lib/leaderboard/build-views";
import {
  controlledSetNote,
  controlledSetTooSmall,
  countControlledSet,
  type ControlledCounts,
} from "@/lib/leaderboard/describe-controlled-set";
import {
  entryFromColumns,
  toAssembleInput,
  type BoardTableInput,
} from "@/lib/leaderboard/entry-from-columns";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { isInWindow } from "@/lib/leaderboard/window";
import { discloseLeaderboard } from "@/lib/disclosure/disclose-board";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import type { ControlledClaimSet } from "@/lib/server/contamination/get-controlled-claim-set";
import { cachedBoard, type BoardKey } from "./board-cache";
import { mergeSplits, restrictToControlled, toEntry } from "./board-entries";
import { emptyWindow, type BoardFrame, type BoardSelection } from "./board-selection";
import { computeBoardTable } from "./compute-board-table";

/** Smallest contamination-controlled set a board is ranked on. */
const MIN_CONTROLLED = 30;

/** The board of `selection` from per-claim rows: its table (cached under `tableKey`) with the query's view, released. */
export async function computeExactBoard(
  selection: BoardSelection,
  frame: BoardFrame,
  controlled: ControlledClaimSet | null,
  tableKey: BoardKey,
): Promise<LeaderboardResult> {
  const { query, splits, policy } = selection;
  // get-leaderboard composes everyone else's board from releases (docs/SECURITY.md).
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
