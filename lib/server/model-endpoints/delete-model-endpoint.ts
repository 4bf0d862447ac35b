import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { assertOwnModel } from "./endpoint-rows";

/** Removes the endpoint of one of the actor's models, its sealed key with it; audited ("model.endpoint.delete"). */
export async function deleteModelEndpoint(actor: { id: string }, modelId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await assertOwnModel(tx, actor, modelId);
    const gone = await tx.modelEndpoint.deleteMany({ where: { modelId } });
    if (gone.count === 0) throw new AppError("NOT_FOUND", "This model has no endpoint");
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "model.endpoint.delete",
      targetType: "model",
      targetId: modelId,
    });
  });
}
