import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import type { Viewer } from "@/lib/server/benchmarks/visibility";

/** "Model on Benchmark 2025Q3" for a submission's <title>: its owner or an admin only. */
export const getSubmissionTitle = cache(async (viewer: Viewer, id: string): Promise<string | null> => {
  if (!viewer) return null;
  const s = await db.submission.findFirst({
    where: { id, ...(viewer.role === "admin" ? {} : { userId: viewer.id }) },
    select: {
      model: { select: { name: true } },
      benchmark: { select: { title: true } },
      split: { select: { name: true } },
    },
  });
  return s ? `${s.model.name} on ${s.benchmark.title} ${s.split.name}` : null;
});
