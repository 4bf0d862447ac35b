// The scheduled retirement of a test split, run by a worker at its `retireAt`.
import "server-only";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors/app-error";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import type { JobHandler } from "@/lib/jobs/job-types";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { loadScheduledActor } from "./scheduled-actor";
import { readScheduledPayload, scheduledJobPayloadSchema } from "./scheduled-jobs";

/**
 * Retires the split with the function the Retire button calls, if it still waits for this
 * schedule (not retired, `retireAt` still the job's time). Retiring is conditional on
 * `retiredAt` being unset, so a second run retires nothing. A failure a retry cannot mend
 * clears `retireAt`.
 */
export const retireSplitHandler: JobHandler = {
  async run({ payload }) {
    const { targetId, at, actorId } = readScheduledPayload(payload);
    const split = await db.split.findUnique({
      where: { id: targetId },
      select: { name: true, retireAt: true, retiredAt: true, benchmark: { select: { slug: true } } },
    });
    if (!split || split.retiredAt || split.retireAt?.toISOString() !== at) return;
    const actor = await loadScheduledActor(actorId);
    try {
      await retireSplit(actor, split.benchmark.slug, split.name);
    } catch (err) {
      if (!isAppError(err)) throw err;
      const now = await db.split.findUnique({ where: { id: targetId }, select: { retiredAt: true } });
      if (now?.retiredAt) return; // another run or the button retired it
      throw new PermanentJobError(`retiring ${split.name} failed: ${err.message}`);
    }
  },
  async onFailed(tx, { payload }) {
    const parsed = scheduledJobPayloadSchema.safeParse(payload);
    if (!parsed.success) return;
    await tx.split.updateMany({
      where: { id: parsed.data.targetId, retiredAt: null, retireAt: new Date(parsed.data.at) },
      data: { retireAt: null },
    });
  },
};
