import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/errors/app-error";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Actor } from "@/lib/vocabulary";

/** Whether the actor follows the benchmark, after a follow or unfollow. */
type FollowState = { benchmark: string; following: boolean };

/**
 * The actor follows a benchmark they may see (404 otherwise, as for an unknown slug), to be
 * told of its releases and splits (DOMAIN "Events"). Following twice changes nothing.
 */
export async function followBenchmark(actor: Actor, slug: string): Promise<FollowState> {
  const benchmark = await findVisibleBenchmark(actor, slug);
  const key = { userId: actor.id, benchmarkId: benchmark.id };
  // A second follow (or one racing this) hits the pair's key: already following is the answer.
  await db.follow.create({ data: key }).catch((err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
  });
  return { benchmark: benchmark.slug, following: true };
}

/** The actor stops following a benchmark they may see; unfollowing one not followed changes nothing. */
export async function unfollowBenchmark(actor: Actor, slug: string): Promise<FollowState> {
  const benchmark = await findVisibleBenchmark(actor, slug);
  await db.follow.deleteMany({ where: { userId: actor.id, benchmarkId: benchmark.id } });
  return { benchmark: benchmark.slug, following: false };
}

/** Whether the viewer follows the benchmark (the page's button); false for visitors. */
export async function isFollowing(viewer: Actor | null, benchmarkId: string): Promise<boolean> {
  if (!viewer) return false;
  const row = await db.follow.findUnique({
    where: { userId_benchmarkId: { userId: viewer.id, benchmarkId } },
    select: { userId: true },
  });
  return row !== null;
}
