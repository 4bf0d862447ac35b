import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";

/**
 * The owner cancels a queued or running evaluation: the run stops before its next item
 * (answers in flight are kept, nothing is submitted); also discards a run stopped at its
 * spending limit. 409 once it is done, failed or cancelled. Audited.
 */
export async function cancelEvaluation(actor: { id: string }, id: string): Promise<{ status: "cancelled" }> {
  return db.$transaction(async (tx) => {
    const row = await tx.evaluation.findFirst({ where: { id, userId: actor.id }, select: { status: true } });
    if (!row) throw new AppError("NOT_FOUND", "No evaluation of yours with that id");
    const { count } = await tx.evaluation.updateMany({
      where: { id, status: { in: ["queued", "running", "limit_reached"] } },
      data: { status: "cancelled", finishedAt: new Date() },
    });
    if (count === 0) throw new AppError("CONFLICT", `This evaluation is already ${row.status}`);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "evaluation.cancel",
      targetType: "evaluation",
      targetId: id,
      detail: { from: row.status },
    });
    return { status: "cancelled" as const };
  });
}
