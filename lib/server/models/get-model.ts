import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { ModelDto } from "@/lib/schemas/model";
import { MODEL_SELECT, toModelDto } from "./to-model-dto";
import type { Actor } from "@/lib/vocabulary";

/**
 * One model for its page. Its owner and admins always see it; anyone else only once a
 * submission of it is public (then the model is part of a public result). 404 otherwise,
 * so the existence of private models is not revealed.
 */
export async function getModel(viewer: Actor | null, id: string): Promise<ModelDto> {
  const row = await db.modelEntry.findUnique({ where: { id }, select: MODEL_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "No such model");
  const isOwner = viewer !== null && viewer.id === row.ownerId;
  if (!isOwner && viewer?.role !== "admin") {
    const isPublic =
      (await db.submission.count({ where: { modelId: id, isPublic: true, hiddenAt: null } })) > 0;
    if (!isPublic) throw new AppError("NOT_FOUND", "No such model");
  }
  return toModelDto(row, viewer?.id ?? null);
}
