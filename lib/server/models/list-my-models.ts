import "server-only";
import { db } from "@/lib/db";
import type { ModelDto } from "@/lib/schemas/model";
import { MODEL_SELECT, toModelDto } from "./to-model-dto";

/** The acting user's models, newest first. */
export async function listMyModels(actor: { id: string }): Promise<ModelDto[]> {
  const rows = await db.modelEntry.findMany({
    where: { ownerId: actor.id },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: MODEL_SELECT,
  });
  return rows.map((r) => toModelDto(r, actor.id));
}
