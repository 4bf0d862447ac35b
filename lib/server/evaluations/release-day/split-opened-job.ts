import "server-only";
import { z } from "zod";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import type { JobHandler } from "@/lib/jobs/job-types";
import { emitSplitOpened } from "@/lib/server/events/emit-event";
import { onSplitOpened } from "./on-split-opened";
import { SPLIT_OPENED, type SplitOpenedPayload } from "./queue-split-opened";

const payloadSchema = z.object({ splitId: z.string().min(1) });

/**
 * `split.opened`: starts the split's release-day evaluations (`onSplitOpened`) and tells the
 * benchmark's followers (the `split.opened` event, in the job's completion). A split whose
 * embargo was moved later than the job's due time is looked at again when it ends.
 */
export const splitOpenedHandler: JobHandler = {
  async run(ctx) {
    const parsed = payloadSchema.safeParse(ctx.payload);
    if (!parsed.success) throw new PermanentJobError("split.opened payload must be { splitId }");
    const payload: SplitOpenedPayload = parsed.data;
    const result = await onSplitOpened({ splitId: payload.splitId, now: new Date() });
    await ctx.complete(async (tx) => {
      if (result.status === "embargoed") await enqueueJob(SPLIT_OPENED, payload, { tx, runAt: result.until });
      if (result.status === "opened") await emitSplitOpened(tx, payload.splitId, new Date());
    });
  },
};
