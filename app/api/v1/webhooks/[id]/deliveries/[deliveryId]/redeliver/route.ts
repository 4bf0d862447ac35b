import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { webhookDeliveryDtoSchema } from "@/lib/schemas/dto/webhook";
import { respondDto } from "@/lib/server/api/respond-dto";
import { redeliverWebhook } from "@/lib/server/webhooks/redeliver-webhook";

const id = z.string().trim().min(1).max(100);
const paramsSchema = z.object({ id, deliveryId: id });

/** One new attempt at a settled delivery of one of my webhooks (same id and body, new signature time). */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { id: webhookId, deliveryId } = paramsSchema.parse(params);
  return respondDto(webhookDeliveryDtoSchema, await redeliverWebhook(caller, webhookId, deliveryId), {
    status: 202,
  });
});
