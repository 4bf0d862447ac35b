"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { text } from "@/lib/actions/form-text";
import { createWebhook } from "@/lib/server/webhooks/create-webhook";
import { deleteWebhook } from "@/lib/server/webhooks/delete-webhook";
import { redeliverWebhook } from "@/lib/server/webhooks/redeliver-webhook";

const PAGE = "/account/webhooks";

export const createWebhookAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const events = form.getAll("events").filter((e): e is string => typeof e === "string");
    const { secret } = await createWebhook(user, { url: text(form, "url"), events });
    revalidatePath(PAGE);
    return { ok: true, secret };
  },
);

export const deleteWebhookAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    await deleteWebhook(user, text(form, "webhookId"));
    revalidatePath(PAGE);
    return { ok: true, message: "Webhook deleted" };
  },
);

export const redeliverWebhookAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    await redeliverWebhook(user, text(form, "webhookId"), text(form, "deliveryId"));
    revalidatePath(PAGE);
    return { ok: true, message: "Queued to be sent again now" };
  },
);
