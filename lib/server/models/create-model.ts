import "server-only";
import { isUniqueViolation, AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { createModelSchema, modelFieldErrors, type ModelDto } from "@/lib/schemas/model";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { hasNameClash } from "./has-name-clash";
import { MODEL_SELECT, toModelDto } from "./to-model-dto";

/** Enough for any lab's model zoo; stops a script from filling the table. */
const MAX_MODELS_PER_OWNER = 200;

const duplicate = (name: string) =>
  new AppError("BAD_REQUEST", "Check the highlighted fields", {
    name: `You already registered a model called '${name}'`,
  });

/** Registers a model for the acting user; names are unique per owner (case-insensitive). */
export async function createModel(actor: { id: string }, input: unknown): Promise<ModelDto> {
  const parsed = createModelSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", modelFieldErrors(parsed.error));
  const m = parsed.data;
  try {
    const row = await db.$transaction(async (tx) => {
      if (await hasNameClash(tx, actor.id, m.name)) throw duplicate(m.name);
      if ((await tx.modelEntry.count({ where: { ownerId: actor.id } })) >= MAX_MODELS_PER_OWNER) {
        throw new AppError(
          "CONFLICT",
          `You have ${MAX_MODELS_PER_OWNER} models registered, the most we allow`,
        );
      }
      const created = await tx.modelEntry.create({
        data: {
          ownerId: actor.id,
          name: m.name,
          organisation: m.organisation,
          parameterCount: m.parameterCountB ?? null,
          openWeights: m.openWeights,
          declaredCutoff: new Date(`${m.declaredCutoff}T00:00:00Z`),
          cutoffSource: m.cutoffSource,
          estimatedCutoff: m.estimatedCutoff ? new Date(`${m.estimatedCutoff}T00:00:00Z`) : null,
          regime: m.regime,
          costPerRun: m.costPerRunUsd ?? null,
          linksJson: JSON.stringify(m.links),
        },
        select: MODEL_SELECT,
      });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "model.create",
        targetType: "model",
        targetId: created.id,
        detail: { name: m.name },
      });
      return created;
    });
    return toModelDto(row, actor.id);
  } catch (err) {
    // Two concurrent registrations of one name: the unique index catches the second.
    if (isUniqueViolation(err)) throw duplicate(m.name);
    throw err;
  }
}
