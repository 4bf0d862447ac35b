// An admin drops a queued job that has not started, where that leaves nothing half-written.
import "server-only";
import { db, type Db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { assertRole } from "@/lib/security/assert-role";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";
import { cancelRefusal } from "./job-cancel-rules";

/**
 * Sets status "cancelled" on a job that is queued, was never claimed (no attempts, no
 * `startedAt`) and is of a kind `cancelRefusal` allows. The update is conditional on all
 * three, so a worker claiming it at the same moment wins and the cancel is refused. Audited.
 */
export async function cancelQueuedJob(
  actor: Actor,
  jobId: string,
  now: Date = new Date(),
  client: Db = db,
): Promise<{ id: string }> {
  assertRole(actor, "admin");
  return client.$transaction(async (tx) => {
    const job = await tx.job.findUnique({
      where: { id: jobId },
      select: { id: true, kind: true, status: true },
    });
    if (!job) throw new AppError("NOT_FOUND", `No job with id ${jobId}`);
    const refusal = cancelRefusal(job.kind);
    if (refusal) throw new AppError("CONFLICT", `A ${job.kind} job cannot be cancelled: ${refusal}`);
    const { count } = await tx.job.updateMany({
      where: { id: jobId, status: "queued", attempts: 0, startedAt: null },
      data: { status: "cancelled", finishedAt: now },
    });
    if (count !== 1)
      throw new AppError(
        "CONFLICT",
        `Job ${jobId} has already started (or is no longer queued): it cannot be cancelled`,
      );
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "job.cancel",
      targetType: "job",
      targetId: jobId,
      detail: { kind: job.kind },
    });
    return { id: jobId };
  });
}
