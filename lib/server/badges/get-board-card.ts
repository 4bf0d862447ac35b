import "server-only";
import { LruCache } from "@/lib/leaderboard/lru-cache";
import { metricLabel } from "@/lib/scoring/metrics";
import { displayStep } from "@/lib/disclosure/display-step";
import type { Estimate } from "@/lib/leaderboard/types";
import { getBoardVersion } from "@/lib/server/leaderboards/get-board-version";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { processSingleton } from "@/lib/process-singleton";

/** A board's default view as an embeddable summary: the ranked rows with disclosed values. */
export type BoardCard = {
  slug: string;
  title: string;
  metric: string;
  metricLabel: string;
  lowerIsBetter: boolean;
  splits: string[];
  /** Rounded to a step (hidden splits) or exact (public labels), as lib/disclosure gave them. */
  isExact: boolean;
  /** `step`: the disclosure step of `value` (lib/disclosure displayStep), null when exact. */
  rows: {
    modelId: string;
    model: string;
    organisation: string | null;
    rank: number | null;
    status: string;
    value: Estimate | undefined;
    n: number;
    step: number | null;
  }[];
};

const cards = processSingleton(
  "livecheckBoardCards",
  () => new LruCache<{ version: string; at: number; card: BoardCard }>(200),
);
/** What the board version does not see (model renames, embargo ends) shows within this time. */
const TTL_MS = 60_000;

/**
 * The default board of a benchmark as a signed-out visitor sees it, for badges and preview
 * images: embeds are public and cached, so they never carry what a maintainer or owner
 * could see. Numbers come from getLeaderboard, disclosed by lib/disclosure.
 */
export async function getBoardCard(slug: string): Promise<BoardCard> {
  const version = await getBoardVersion(slug);
  const hit = cards.get(slug);
  if (hit && hit.version === version && Date.now() - hit.at < TTL_MS) return hit.card;
  const board = await getLeaderboard(null, slug, {});
  const metric = board.query.metric;
  const card: BoardCard = {
    slug,
    title: board.benchmark.title,
    metric,
    metricLabel: metricLabel(metric),
    lowerIsBetter: board.lowerIsBetter,
    splits: board.query.splits,
    isExact: board.release.exact,
    rows: board.rows
      .flatMap((r) =>
        r.modelId === null
          ? []
          : [
              {
                modelId: r.modelId,
                model: r.model,
                organisation: r.organisation,
                rank: r.rank,
                status: r.status,
                value: r.metrics[metric],
                n: r.n,
                step: displayStep(board.release, metric, r.n),
              },
            ],
      )
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity)),
  };
  cards.set(slug, { version, at: Date.now(), card });
  return card;
}
