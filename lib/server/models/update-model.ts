import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { modelFieldErrors, updateModelSchema, type ModelDto } from "@/lib/schemas/model";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { hasNameClash } from "./has-name-clash";
import { MODEL_SELECT, toModelDto } from "./to-model-dto";

const asDate = (d: string) => new Date(`${d}T00:00:00Z`);

/**
 * Replaces the fields of one of the actor's own models (404 for anyone else's, admins
 * included: a model card is its owner's statement). The change and its audit event,
 * which lists the fields that changed, commit together.
 */
export async function updateModel(actor: { id: string }, id: string, input: unknown): Promise<ModelDto> {
  const parsed = updateModelSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", modelFieldErrors(parsed.error));
  const m = parsed.data;
  const row = await db.$transaction(async (tx) => {
    const before = await tx.modelEntry.findFirst({ where: { id, ownerId: actor.id }, select: MODEL_SELECT });
    if (!before) throw new AppError("NOT_FOUND", "No such model");
    if (await hasNameClash(tx, actor.id, m.name, id)) {
      throw new AppError("BAD_REQUEST", "Check the highlighted fields", {
        name: `You already registered a model called '${m.name}'`,
      });
    }
    const updated = await tx.modelEntry.update({
      where: { id },
      data: {
        name: m.name,
        organisation: m.organisation,
        parameterCount: m.parameterCountB ?? null,
        openWeights: m.openWeights,
        declaredCutoff: asDate(m.declaredCutoff),
        cutoffSource: m.cutoffSource,
        estimatedCutoff: m.estimatedCutoff ? asDate(m.estimatedCutoff) : null,
        regime: m.regime,
        costPerRun: m.costPerRunUsd ?? null,
        linksJson: JSON.stringify(m.links),
      },
      select: MODEL_SELECT,
    });
    const old = toModelDto(before, actor.id);
    const now = toModelDto(updated, actor.id);
    // Every editable field, not just those in the body: leaving an optional field out clears it.
    const fields = Object.keys(updateModelSchema.shape) as (keyof typeof m)[];
    const changed = fields.filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(now[k] ?? null));
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "model.update",
      targetType: "model",
      targetId: id,
      detail: { changed },
    });
    return updated;
  });
  return toModelDto(row, actor.id);
}
