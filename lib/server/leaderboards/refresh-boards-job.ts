// After a new score, the worker computes the benchmark's default public boards and stores
// them (board-cache.ts), so no visitor of any app server waits for their computation.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors/app-error";
import type { JobHandler } from "@/lib/jobs/job-types";
import { findBoardBenchmark } from "./board-lookups";
import { getLeaderboard } from "./get-leaderboard";
import { listScoredSplits } from "./list-scored-splits";

export const REFRESH_BOARDS_JOB = "refresh-boards";
const payloadSchema = z.object({ benchmarkId: z.string(), splitId: z.string() });
export type RefreshBoardsPayload = z.infer<typeof payloadSchema>;

/**
 * The boards a public visitor opens without choosing: the board page and badge (all
 * splits with a public score), the home page's newest two scored splits, and the split
 * of the new score; each as a raw query for getLeaderboard.
 */
async function defaultBoardQueries(slug: string, splitId: string): Promise<Record<string, string>[]> {
  const bench = await findBoardBenchmark(null, slug);
  const newest = (await listScoredSplits(bench)).slice(0, 2);
  const own = bench.splits.find((s) => s.id === splitId)?.name;
  const names = [...new Set([...(own ? [own] : []), ...newest])];
  return [{}, ...names.map((name) => ({ splits: name }))];
}

/**
 * Computes and stores the default public boards of a benchmark (a board already stored
 * under its key is only read). Skipped when a later job for the same benchmark and split
 * is queued: it will see this score too. A board that cannot be built (an unpublished
 * benchmark, a split hidden from the public) is skipped.
 */
export const refreshBoardsHandler: JobHandler = {
  lane: "boards",
  // The all-splits board of a large benchmark takes minutes of CPU.
  deadlineMs: 60 * 60_000,
  async run({ job, payload, complete }) {
    const { benchmarkId, splitId } = payloadSchema.parse(payload);
    const later = await db.job.count({
      where: {
        kind: REFRESH_BOARDS_JOB,
        payloadJson: job.payloadJson,
        status: "queued",
        id: { not: job.id },
        createdAt: { gt: (await db.job.findUniqueOrThrow({ where: { id: job.id } })).createdAt },
      },
    });
    const benchmark = await db.benchmark.findUnique({ where: { id: benchmarkId }, select: { slug: true } });
    if (later > 0 || !benchmark) return complete();
    const queries = await defaultBoardQueries(benchmark.slug, splitId).catch(skipUnavailable);
    for (const raw of queries ?? []) await getLeaderboard(null, benchmark.slug, raw).catch(skipUnavailable);
    await complete();
  },
};

function skipUnavailable(err: unknown): null {
  if (isAppError(err) && err.status < 500) return null;
  throw err;
}
