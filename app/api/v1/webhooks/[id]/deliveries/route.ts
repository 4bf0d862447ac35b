import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { webhookDeliveryListDtoSchema } from "@/lib/schemas/dto/webhook";
import { respondDto } from "@/lib/server/api/respond-dto";
import { listWebhookDeliveries } from "@/lib/server/webhooks/list-webhooks";

const paramsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The recent deliveries of one of my webhooks, newest first. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const { id } = paramsSchema.parse(params);
  return respondDto(webhookDeliveryListDtoSchema, { deliveries: await listWebhookDeliveries(caller, id) });
});
