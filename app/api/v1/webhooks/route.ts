import { guardRoute } from "@/lib/auth/guard-route";
import { webhookCreatedDtoSchema, webhookListDtoSchema } from "@/lib/schemas/dto/webhook";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { respondDto } from "@/lib/server/api/respond-dto";
import { createWebhook } from "@/lib/server/webhooks/create-webhook";
import { listWebhooks } from "@/lib/server/webhooks/list-webhooks";

/** My webhooks, never their secrets. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller }) =>
  respondDto(webhookListDtoSchema, { webhooks: await listWebhooks(caller) }),
);

/** A new webhook: `{ id, secret }`, the secret shown this once. 400 naming bad events or the outbound rule. */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller }) =>
  respondDto(webhookCreatedDtoSchema, await createWebhook(caller, await readJsonBody(req, 10_000)), {
    status: 201,
  }),
);
