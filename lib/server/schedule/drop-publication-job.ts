import "server-only";
import { db } from "@/lib/db";
import { PUBLISH_RELEASE_JOB, replaceScheduledJob } from "./scheduled-jobs";

/**
 * After a scheduled draft was published by hand, its queued job is cancelled: it would find
 * the release published and do nothing, but the queue should not show work that is not coming.
 */
export async function dropPublicationJob(releaseId: string, now: Date = new Date()): Promise<void> {
  await replaceScheduledJob(db, PUBLISH_RELEASE_JOB, { targetId: releaseId, actorId: "" }, null, now);
}
