"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { cancelQueuedJob } from "@/lib/server/jobs/cancel-queued-job";
import { retryFailedJob } from "@/lib/server/jobs/retry-failed-job";
import { text } from "./form-text";

/** Queues a failed job (`jobId`) again; admins only. */
export const retryJobAction = guardAction(
  "admin",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const { id } = await retryFailedJob(user, text(form, "jobId"));
    revalidatePath("/admin/jobs");
    return { ok: true, message: `Job ${id} is queued again` };
  },
);

/** Cancels a queued, never-started job (`jobId`) of a kind where that is safe; admins only. */
export const cancelJobAction = guardAction(
  "admin",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const { id } = await cancelQueuedJob(user, text(form, "jobId"));
    revalidatePath("/admin/jobs");
    return { ok: true, message: `Job ${id} is cancelled` };
  },
);
