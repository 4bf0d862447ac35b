import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import type { Viewer } from "@/lib/server/benchmarks/visibility";

/**
 * A model's name for a page's <title>: for its owner, an admin, or anyone once the model has
 * a public submission (the rule the model pages themselves apply); null otherwise.
 */
export const getModelTitle = cache(async (viewer: Viewer, modelId: string): Promise<string | null> => {
  const model = await db.modelEntry.findUnique({
    where: { id: modelId },
    select: { name: true, ownerId: true },
  });
  if (!model) return null;
  if (viewer && (viewer.id === model.ownerId || viewer.role === "admin")) return model.name;
  const isPublic = (await db.submission.count({ where: { modelId, isPublic: true } })) > 0;
  return isPublic ? model.name : null;
});
