import "server-only";
import { db } from "@/lib/db";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import type { Actor } from "@/lib/vocabulary";

/** Settings and the public scored submissions a maintainer can verify. */
export async function getLeaderboardSettings(actor: Actor, slug: string) {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const b = await db.benchmark.findUniqueOrThrow({ where: { id: benchmark.id }, select: { title: true, representative: true, dailyQuota: true } });
  const submissions = await db.submission.findMany({
    where: { benchmarkId: benchmark.id, isPublic: true, status: "scored" },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: { id: true, createdAt: true, verifiedAt: true, regime: true, description: true, split: { select: { name: true } }, model: { select: { name: true, organisation: true } } },
  });
  return {
    slug,
    ...b,
    submissions: submissions.map((s) => ({ id: s.id, createdAt: s.createdAt.toISOString(), isVerified: s.verifiedAt !== null, regime: s.regime, description: s.description, split: s.split.name, model: `${s.model.name} (${s.model.organisation})` })),
  };
}
