import "server-only";
import { boardBootstrapSize } from "@/lib/leaderboard/bootstrap-size";
import { boardMetrics, isLowerBetter } from "@/lib/scoring/metrics";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { periodFirstDay, periodIndex, periodLastDay } from "@/lib/periods/periods";
import { composeBoard, type ComposeInput } from "@/lib/disclosure/compose-board";
import { toSplitPart, type SplitPart } from "@/lib/disclosure/compose-parts";
import { rankDisclosedRows } from "@/lib/disclosure/rank-disclosed";
import { discloseLeaderboard } from "@/lib/disclosure/disclose-board";
import type { DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import { entryFacts, type BoardBenchmark, type BoardSubmission } from "./board-lookups";
import { loadSplitBaselines, loadSplitResults } from "./board-data";

type ComposedBoardInput = Pick<ComposeInput, "benchmark" | "query" | "representative" | "notes"> & {
  board: BoardBenchmark;
  labelVersionId: string;
  /** Each entry's representative submissions (pickRepresentatives). */
  groups: Map<string, BoardSubmission[]>;
  policy: DisclosurePolicy;
  seed: number;
};

/**
 * A board for a viewer who may not see exact hidden values, when the selection holds a
 * hidden split (docs/SECURITY.md, "The composition rule"; docs/DOMAIN.md §6): built from
 * each entry's split results only (disclosed on hidden splits, stored exact on public ones)
 * and the per-split baselines, then rounded and ranked from the rounded values. No
 * per-claim result of any submission is read.
 */
export async function getComposedBoard(input: ComposedBoardInput): Promise<LeaderboardResult> {
  const { board, query, policy } = input;
  const period = board.period;
  const inWindow = (name: string) => {
    const index = periodIndex(name, period);
    return (
      (!query.start || periodFirstDay(index, period) >= query.start) &&
      (!query.end || periodLastDay(index, period) <= query.end)
    );
  };
  const splits = board.splits
    .filter((s) => query.splits.includes(s.name) && inWindow(s.name))
    .map((s) => ({ ...s, periodIndex: periodIndex(s.name, period) }));
  const splitOf = new Map(splits.map((s) => [s.id, s]));
  const cut = { ...(query.slice === undefined ? {} : { slice: query.slice }), mode: query.mode };
  const isSliced = board.slices.length > 0 && query.slice === undefined;
  const metric = query.metric ?? boardMetrics(board.track, isSliced)[0]!;
  const subs = [...input.groups.values()].flat().filter((s) => splitOf.has(s.splitId));
  const results = await loadSplitResults(
    subs.map((s) => ({ scoreId: s.scoreId, isHidden: splitOf.get(s.splitId)!.hidden })),
  );
  const baselineOptions = { cut, metric, lowerIsBetter: isLowerBetter(metric), seed: input.seed };
  const baselineSets = await Promise.all(
    splits.map((s) => loadSplitBaselines(s, input.labelVersionId, baselineOptions, policy)),
  );
  const counts = new Map(splits.map((s, i) => [s.id, baselineSets[i]!.rows[0]?.part.n ?? 0]));
  const properties = baselineSets.find((set) => set.properties)?.properties;
  const entries = [...input.groups].map(([entryId, group]) => {
    const parts = group.flatMap((s): SplitPart[] => {
      const split = splitOf.get(s.splitId);
      const result = results.get(s.scoreId);
      return split && result ? [toSplitPart(split, result, cut)] : [];
    });
    return { ...entryFacts(entryId, group, query.cutoff), parts };
  });
  const baselines = new Map<string, { id: string; name: string; parts: SplitPart[] }>();
  for (const set of baselineSets)
    for (const b of set.rows) {
      const row = baselines.get(b.id) ?? { id: b.id, name: b.name, parts: [] };
      row.parts.push(b.part);
      baselines.set(b.id, row);
    }
  const n = [...counts.values()].reduce((a, c) => a + c, 0);
  const composed = composeBoard({
    benchmark: { ...input.benchmark, ...(properties ? { properties } : {}) },
    query: input.query,
    representative: input.representative,
    bootstrap: { b: boardBootstrapSize(n), seed: input.seed },
    notes: [...input.notes, ...(splits.length > 1 ? [composedNote(splits.length)] : [])],
    splits: splits.map((s) => ({ name: s.name, periodIndex: s.periodIndex, n: counts.get(s.id) ?? 0 })),
    entries,
    baselines: [...baselines.values()],
  });
  return rankDisclosedRows(discloseLeaderboard(policy, composed));
}

function composedNote(count: number): string {
  return `This board spans ${count} splits, some with hidden labels: each row's value is the claim-weighted mean of its per-split values (on a hidden split the value the Ladder disclosed), its interval combines the per-split intervals, and ranks come from these rounded values only (docs/DOMAIN.md §6).`;
}
