// The scheduled publication of a draft release, run by a worker at its `publishAt`.
import "server-only";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors/app-error";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import type { JobHandler } from "@/lib/jobs/job-types";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";
import { loadScheduledActor } from "./scheduled-actor";
import { readScheduledPayload, scheduledJobPayloadSchema } from "./scheduled-jobs";

/**
 * Publishes the draft with the function the Publish button calls, if it still waits for this
 * schedule (still a draft, `publishAt` still the job's time): a replaced, cancelled or already
 * published schedule does nothing. Publishing is conditional on the row still being a draft,
 * so a second run (a takeover after a lost lease, a button pressed at the same moment)
 * publishes nothing. A failure that a retry cannot mend clears `publishAt`, so no page shows
 * a time that has passed as still to come.
 */
export const publishReleaseHandler: JobHandler = {
  async run({ payload }) {
    const { targetId, at, actorId } = readScheduledPayload(payload);
    const release = await db.release.findUnique({
      where: { id: targetId },
      select: {
        version: true,
        publishAt: true,
        publishedAt: true,
        draftBundlePath: true,
        benchmark: { select: { slug: true } },
      },
    });
    if (!release || release.publishedAt || !release.draftBundlePath) return;
    if (release.publishAt?.toISOString() !== at) return;
    const actor = await loadScheduledActor(actorId);
    try {
      await publishDraftRelease(actor, release.benchmark.slug, release.version);
    } catch (err) {
      if (!isAppError(err)) throw err;
      const now = await db.release.findUnique({ where: { id: targetId }, select: { publishedAt: true } });
      if (now?.publishedAt) return; // another run or the button published it
      throw new PermanentJobError(`publishing ${release.version} failed: ${err.message}`);
    }
  },
  async onFailed(tx, { payload }) {
    const parsed = scheduledJobPayloadSchema.safeParse(payload);
    if (!parsed.success) return;
    const { targetId, at } = parsed.data;
    await tx.release.updateMany({
      where: { id: targetId, publishedAt: null, publishAt: new Date(at) },
      data: { publishAt: null },
    });
  },
};
