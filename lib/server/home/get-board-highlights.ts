import "server-only";
import { isAppError } from "@/lib/errors/app-error";
import type { Estimate, LeaderboardResult } from "@/lib/leaderboard/types";
import { displayStep } from "@/lib/disclosure/display-step";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { listScoredSplits } from "@/lib/server/leaderboards/list-scored-splits";
import { findBoardBenchmark } from "@/lib/server/leaderboards/board-lookups";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";

type BoardLeader = { model: string; modelId: string; value: Estimate; n: number; step: number | null };
/** `fromStep`/`toStep`: the disclosure step each value was rounded to (lib/disclosure displayStep), null when exact. */
type BoardMover = {
  model: string;
  modelId: string;
  fromRank: number;
  toRank: number;
  from: number;
  to: number;
  fromStep: number | null;
  toStep: number | null;
};

/** What the home page says about one benchmark: its newest ranked split, the leader there, and who moved. */
export type BoardHighlights = {
  slug: string;
  title: string;
  track: string;
  metric: string;
  lowerIsBetter: boolean;
  /** Newest split the viewer may see (with or without scores). */
  newestSplit: string | null;
  /** Newest split that has a ranked model, and the one before it with a ranked model. */
  split: string | null;
  previousSplit: string | null;
  leader: BoardLeader | null;
  movers: BoardMover[];
};

/**
 * Leader and movers of one benchmark, read from the same boards a visitor can open (one
 * split each), so every number has passed lib/disclosure inside getLeaderboard exactly as it
 * does on the board page. Ranks move with exact values there too, as on the boards.
 */
export async function getBoardHighlights(viewer: Viewer, slug: string): Promise<BoardHighlights> {
  const bench = await findBoardBenchmark(viewer, slug);
  const names = await listScoredSplits(bench);
  const newestSplit =
    bench.splits
      .map((s) => s.name)
      .sort()
      .at(-1) ?? null;
  const out: BoardHighlights = {
    slug,
    title: bench.title,
    track: bench.track,
    metric: "",
    lowerIsBetter: false,
    newestSplit,
    split: null,
    previousSplit: null,
    leader: null,
    movers: [],
  };
  // Walk back from the newest split to find the two newest boards with a ranked model.
  const boards: { split: string; board: LeaderboardResult }[] = [];
  for (const name of names.slice(0, 4)) {
    const board = await getLeaderboard(viewer, slug, { splits: name }).catch((err: unknown) => {
      if (isAppError(err) && err.status < 500) return null;
      throw err;
    });
    if (board && board.rows.some((r) => r.modelId !== null && r.rank !== null))
      boards.push({ split: name, board });
    if (boards.length === 2) break;
  }
  const [now, before] = boards;
  if (!now) return out;
  const metric = now.board.query.metric;
  out.metric = metric;
  out.lowerIsBetter = now.board.lowerIsBetter;
  out.split = now.split;
  out.previousSplit = before?.split ?? null;
  const ranked = now.board.rows
    .filter((r) => r.modelId !== null && r.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  const top = ranked[0];
  const topValue = top?.metrics[metric];
  if (top && top.modelId && topValue)
    out.leader = {
      model: top.model,
      modelId: top.modelId,
      value: topValue,
      n: top.n,
      step: displayStep(now.board.release, metric, top.n),
    };
  if (before) {
    const earlier = new Map(
      before.board.rows.filter((r) => r.modelId !== null && r.rank !== null).map((r) => [r.modelId, r]),
    );
    out.movers = ranked
      .flatMap((r) => {
        const e = earlier.get(r.modelId);
        const to = r.metrics[metric]?.value;
        const from = e?.metrics[metric]?.value;
        if (
          !e ||
          e.rank === null ||
          r.rank === null ||
          !r.modelId ||
          to === undefined ||
          from === undefined ||
          !Number.isFinite(to) ||
          !Number.isFinite(from)
        )
          return [];
        return [
          {
            model: r.model,
            modelId: r.modelId,
            fromRank: e.rank,
            toRank: r.rank,
            from,
            to,
            fromStep: displayStep(before.board.release, metric, e.n),
            toStep: displayStep(now.board.release, metric, r.n),
          },
        ];
      })
      .filter((m) => m.fromRank !== m.toRank || m.from !== m.to)
      .sort(
        (a, b) =>
          Math.abs(b.fromRank - b.toRank) - Math.abs(a.fromRank - a.toRank) ||
          Math.abs(b.to - b.from) - Math.abs(a.to - a.from),
      )
      .slice(0, 3);
  }
  return out;
}
