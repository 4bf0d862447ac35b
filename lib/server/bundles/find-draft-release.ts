import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import type { Actor } from "@/lib/vocabulary";

export type DraftRelease = {
  id: string;
  version: string;
  contentHash: string;
  draftBundlePath: string;
  /** When its publication is scheduled, or null. */
  publishAt: Date | null;
  createdAt: Date;
  benchmark: { id: string; slug: string; title: string; accessMode: string };
};

/**
 * The benchmark's draft release (uploaded, not published), or null when none waits. Only
 * for its maintainers and admins: anyone else gets the 404 an unknown benchmark gets.
 */
export async function findDraftRelease(actor: Actor, slug: string): Promise<DraftRelease | null> {
  const benchmark = await db.benchmark.findUnique({
    where: { slug },
    select: { id: true, slug: true, title: true, accessMode: true },
  });
  if (!benchmark || !(await canMaintainBenchmark(actor, benchmark.id)))
    throw new AppError("NOT_FOUND", `No benchmark '${slug}' that you maintain`);
  const release = await db.release.findFirst({
    where: { benchmarkId: benchmark.id, publishedAt: null, draftBundlePath: { not: null } },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      version: true,
      contentHash: true,
      draftBundlePath: true,
      publishAt: true,
      createdAt: true,
    },
  });
  if (!release?.draftBundlePath) return null;
  return { ...release, draftBundlePath: release.draftBundlePath, benchmark };
}
