// An admin puts a failed job back in the queue.
import "server-only";
import { db, type Db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { assertRole } from "@/lib/security/assert-role";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";
import { retryRefusal } from "./job-cancel-rules";

/**
 * Only a job that failed for good, of a kind `retryRefusal` allows: it is queued again, due at `now`, with its attempts
 * kept and one more allowed (`maxAttempts` raised to attempts + 1 when they were used up,
 * else the worker would fail it again without running it). Its handler re-reads its record
 * (a scored submission is not scored twice; a failed evaluation stays failed). Audited.
 */
export async function retryFailedJob(
  actor: Actor,
  jobId: string,
  now: Date = new Date(),
  client: Db = db,
): Promise<{ id: string }> {
  assertRole(actor, "admin");
  return client.$transaction(async (tx) => {
    const job = await tx.job.findUnique({
      where: { id: jobId },
      select: { id: true, kind: true, status: true, attempts: true, maxAttempts: true },
    });
    if (!job) throw new AppError("NOT_FOUND", `No job with id ${jobId}`);
    const refusal = retryRefusal(job.kind);
    if (refusal) throw new AppError("CONFLICT", `A ${job.kind} job cannot be retried: ${refusal}`);
    if (job.status !== "failed")
      throw new AppError("CONFLICT", `Job ${jobId} is ${job.status}: only a failed job can be retried`);
    const maxAttempts = Math.max(job.maxAttempts, job.attempts + 1);
    const { count } = await tx.job.updateMany({
      where: { id: jobId, status: "failed" },
      data: { status: "queued", runAt: now, lockedBy: null, leaseUntil: null, finishedAt: null, maxAttempts },
    });
    if (count !== 1)
      throw new AppError("CONFLICT", `Job ${jobId} changed while retrying it; reload the page`);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "job.retry",
      targetType: "job",
      targetId: jobId,
      detail: { kind: job.kind, attempts: job.attempts, maxAttempts },
    });
    return { id: jobId };
  });
}
