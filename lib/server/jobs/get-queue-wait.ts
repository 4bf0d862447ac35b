// What a participant is told about the queue: jobs ahead and the typical wait today.
import "server-only";
import { db, type Db } from "@/lib/db";
import { laneKindFilter, laneOfKind } from "./job-lanes";
import { getTypicalWait } from "./get-typical-wait";

/** Counts only: nothing about whose jobs they are. */
export interface QueueWait {
  /** Queued jobs of the lane a worker would take before this one. */
  ahead: number;
  /** Milliseconds; see `getTypicalWait`. Null when no job of the lane started today. */
  typicalWaitMs: number | null;
}

/**
 * The wait a new job of `kind` would face in its lane: `ahead` counts the lane's queued jobs that are
 * due (`runAt` at or before `now`: a new job is due now and claimed after them); jobs
 * waiting out a retry delay are not counted. For a job already queued pass its `position`
 * (`getJobPosition`) instead.
 */
export async function getQueueWait(
  kind: string,
  options: { now?: Date; position?: number; client?: Db } = {},
): Promise<QueueWait> {
  const { now = new Date(), position, client = db } = options;
  const lane = laneOfKind(kind);
  const ahead =
    position ??
    (await client.job.count({
      where: { status: "queued", kind: laneKindFilter(lane), runAt: { lte: now } },
    }));
  return { ahead, typicalWaitMs: await getTypicalWait(lane, now, client) };
}
