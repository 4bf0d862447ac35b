import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { webhookDeletedDtoSchema } from "@/lib/schemas/dto/webhook";
import { respondDto } from "@/lib/server/api/respond-dto";
import { deleteWebhook } from "@/lib/server/webhooks/delete-webhook";

const paramsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** Deletes one of my webhooks; its queued deliveries are not sent. */
export const DELETE = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { id } = paramsSchema.parse(params);
  await deleteWebhook(caller, id);
  return respondDto(webhookDeletedDtoSchema, { deleted: true });
});
