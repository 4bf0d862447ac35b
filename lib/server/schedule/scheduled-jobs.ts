// The queue's jobs for scheduled publications and retirements: their kinds, payloads and replacement.
import "server-only";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError } from "@/lib/jobs/job-errors";

/** Publishes a draft release at its `publishAt`. */
export const PUBLISH_RELEASE_JOB = "publish-release";
/** Retires a test split at its `retireAt`. */
export const RETIRE_SPLIT_JOB = "retire-split";

type ScheduleKind = typeof PUBLISH_RELEASE_JOB | typeof RETIRE_SPLIT_JOB;

/**
 * What a scheduled job carries: the row (release or split), the time it was scheduled for and
 * who scheduled it. A job whose `at` is no longer the row's scheduled time was replaced or
 * cancelled and does nothing when it runs.
 */
export const scheduledJobPayloadSchema = z.object({
  targetId: z.string().min(1),
  at: z.iso.datetime(),
  actorId: z.string().min(1),
});

type ScheduledJobPayload = z.infer<typeof scheduledJobPayloadSchema>;

/** A scheduled job's payload, or a PermanentJobError (a retry cannot mend it). */
export function readScheduledPayload(payload: unknown): ScheduledJobPayload {
  const parsed = scheduledJobPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`scheduled job payload: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Cancels the queued jobs of `kind` for `targetId` (never one a worker has claimed: that run
 * finds its `at` replaced and does nothing), then queues one for `at` unless it is null.
 * Inside the caller's transaction, with the row's new scheduled time and the audit event.
 */
export async function replaceScheduledJob(
  tx: Pick<Db, "job" | "$executeRaw" | "$queryRaw">,
  kind: ScheduleKind,
  payload: { targetId: string; actorId: string },
  at: Date | null,
  now: Date,
): Promise<void> {
  // The payload is written by JSON.stringify below with targetId first, so the prefix is exact.
  const prefix = JSON.stringify({ targetId: payload.targetId }).slice(0, -1) + ",";
  await tx.job.updateMany({
    where: { kind, status: "queued", payloadJson: { startsWith: prefix } },
    data: { status: "cancelled", finishedAt: now },
  });
  if (at)
    await enqueueJob(
      kind,
      { targetId: payload.targetId, at: at.toISOString(), actorId: payload.actorId },
      { runAt: at, tx, maxAttempts: 3 },
    );
}
