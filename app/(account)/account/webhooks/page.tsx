import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { listWebhookDeliveries, listWebhooks } from "@/lib/server/webhooks/list-webhooks";
import { CreateWebhookForm } from "@/components/webhooks/create-webhook-form";
import { WebhookList } from "@/components/webhooks/webhook-list";
import { TextAnchor } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Webhooks" };

/** How many deliveries each webhook shows here (the API lists 50). */
const SHOWN_DELIVERIES = 10;

export default async function WebhooksPage() {
  const user = await guardPage("user");
  const hooks = await listWebhooks(user);
  const webhooks = await Promise.all(
    hooks.map(async (hook) => ({
      ...hook,
      deliveries: (await listWebhookDeliveries(user, hook.id)).slice(0, SHOWN_DELIVERIES),
    })),
  );
  return (
    <div className="max-w-4xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Webhooks</h1>
        <p className="text-sm text-gray-700">
          LiveCheck POSTs each event you choose to your URL as JSON, with the headers{" "}
          <code>LiveCheck-Event</code>, <code>LiveCheck-Delivery</code> (one id per delivery, the same on
          every retry) and <code>LiveCheck-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256&gt;</code>{" "}
          of <code>&lt;t&gt;.&lt;raw body&gt;</code> keyed with the webhook&apos;s secret. Answer 2xx within
          10 seconds; anything else is retried with growing delays for up to 24 hours. The same API:{" "}
          <TextAnchor href="/api/v1/openapi.json">/api/v1/webhooks</TextAnchor>.
        </p>
      </div>
      <CreateWebhookForm />
      <WebhookList webhooks={webhooks} />
    </div>
  );
}
