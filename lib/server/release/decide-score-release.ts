import "server-only";
import type { Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { isLowerBetter, primaryMetric } from "@/lib/leaderboard/metric-spec";
import { decideLadder } from "@/lib/release/ladder";
import { releaseScoreResult } from "@/lib/release/release-score";
import { MIN_RELEASE_N, releaseStep } from "@/lib/release/release-step";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { headlineValues } from "@/lib/scoring/summarize";

export type ScoreReleaseInput = {
  scoreId: string;
  userId: string;
  splitId: string;
  labelVersionId: string;
  benchmark: { track: "integrity" | "verdict"; isSliced: boolean; releaseStep: number | null };
  result: ScoreResult;
};

/**
 * Runs the Ladder for a new score on a hidden split, inside the transaction that stores the
 * score: released when it beats the participant's best released score on the split (same
 * label version, any of their models) by more than η, held otherwise, withheld when the
 * split has fewer than MIN_RELEASE_N claims. On PostgreSQL an advisory lock per (user,
 * split) makes two scores of one participant decide one after the other.
 */
export async function decideScoreRelease(tx: Tx, input: ScoreReleaseInput): Promise<"released" | "held" | "withheld"> {
  const { scoreId, userId, splitId, labelVersionId, result } = input;
  if (isPostgres) await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(hashtext($1))", `ladder:${userId}:${splitId}`);
  const metric = primaryMetric(input.benchmark.track, input.benchmark.isSliced);
  const lowerIsBetter = isLowerBetter(metric);
  const step = releaseStep(metric, result.n, input.benchmark.releaseStep);
  const released = await tx.scoreRelease.findMany({ where: { userId, splitId, labelVersionId, status: "released" }, select: { value: true } });
  const values = released.flatMap((r) => (r.value === null ? [] : [r.value]));
  const best = values.length === 0 ? null : lowerIsBetter ? Math.min(...values) : Math.max(...values);
  const base = { scoreId, userId, splitId, labelVersionId, metric, step, previousBest: best };
  if (result.n < MIN_RELEASE_N) {
    await tx.scoreRelease.create({ data: { ...base, status: "withheld", value: null } });
    return "withheld";
  }
  const decision = decideLadder({ best, value: headlineValues(result)[metric] ?? Number.NaN, step, lowerIsBetter });
  const policy = { exact: false, stepOverride: input.benchmark.releaseStep } as const;
  await tx.scoreRelease.create({
    data: { ...base, status: decision.isReleased ? "released" : "held", value: decision.released, resultJson: decision.isReleased ? JSON.stringify(releaseScoreResult(policy, result)) : "{}" },
  });
  return decision.isReleased ? "released" : "held";
}
