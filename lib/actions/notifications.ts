"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { markNotificationsRead } from "@/lib/server/notifications/mark-notifications-read";

/** Marks the posted `id`s read, or all of the user's notifications when none is posted. */
export const markNotificationsReadAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const ids = form.getAll("id").filter((v): v is string => typeof v === "string");
    const { count } = await markNotificationsRead(user, ids.length > 0 ? ids : "all");
    revalidatePath("/notifications");
    return { ok: true, message: `${count} marked as read` };
  },
);
