"use client";
import { useActionState } from "react";
import { deleteWebhookAction, redeliverWebhookAction } from "@/lib/actions/webhooks";
import { Notice } from "@/components/ui/notice";
import { CardTable, type CardTableColumn } from "@/components/ui/row-cards";
import { formatDateTime } from "@/lib/format";
import type { WebhookDeliveryDto, WebhookDto } from "@/lib/schemas/dto/webhook";

type WebhookWithDeliveries = WebhookDto & { deliveries: WebhookDeliveryDto[] };

const COLUMNS: CardTableColumn[] = [
  { label: "Event" },
  { label: "Status", testId: "delivery-status" },
  { label: "Attempts", align: "right", className: "tabular-nums" },
  { label: "Last answer" },
  { label: "Duration", align: "right", className: "tabular-nums whitespace-nowrap" },
  { label: "Created", className: "whitespace-nowrap" },
  { label: "" },
];

const answerOf = (d: WebhookDeliveryDto) =>
  d.attempts === 0
    ? "not sent yet"
    : d.lastStatusCode !== null && d.lastError === null
      ? `HTTP ${d.lastStatusCode}`
      : (d.lastError ?? "—");

function statusOf(d: WebhookDeliveryDto): string {
  if (d.status === "succeeded") return `delivered ${formatDateTime(d.deliveredAt)}`;
  if (d.status === "failed") return "failed";
  return d.nextAttemptAt ? `queued, next attempt ${formatDateTime(d.nextAttemptAt)}` : "queued";
}

function DeliveryTable({
  hook,
  redeliver,
  pending,
}: {
  hook: WebhookWithDeliveries;
  redeliver: (form: FormData) => void;
  pending: boolean;
}) {
  if (hook.deliveries.length === 0) return <p className="text-sm text-gray-700">No deliveries yet.</p>;
  const rows = hook.deliveries.map((d) => ({
    key: d.id,
    cells: [
      <code key="e">{d.event}</code>,
      statusOf(d),
      d.attempts,
      answerOf(d),
      d.lastDurationMs === null ? "—" : `${d.lastDurationMs} ms`,
      formatDateTime(d.createdAt),
      d.status === "queued" ? null : (
        <form key="r" action={redeliver}>
          <input type="hidden" name="webhookId" value={hook.id} />
          <input type="hidden" name="deliveryId" value={d.id} />
          <button
            type="submit"
            disabled={pending}
            aria-label={`Redeliver ${d.event} of ${formatDateTime(d.createdAt)}`}
            className="text-blue-800 underline dark:text-blue-300"
          >
            Redeliver
          </button>
        </form>
      ),
    ],
  }));
  return <CardTable columns={COLUMNS} rows={rows} testId={`deliveries-${hook.id}`} density="compact" />;
}

export function WebhookList({ webhooks }: { webhooks: WebhookWithDeliveries[] }) {
  const [deleted, remove, removing] = useActionState(deleteWebhookAction, {});
  const [redelivered, redeliver, redelivering] = useActionState(redeliverWebhookAction, {});
  const notice = deleted.formError ?? redelivered.formError;
  return (
    <section className="space-y-4" aria-labelledby="your-webhooks">
      <h2 id="your-webhooks" className="text-lg font-semibold">
        Your webhooks
      </h2>
      {notice && <Notice tone="error">{notice}</Notice>}
      {redelivered.message && !redelivered.formError && <Notice tone="ok">{redelivered.message}</Notice>}
      {webhooks.length === 0 && <p className="text-sm text-gray-700">You have no webhooks yet.</p>}
      {webhooks.map((hook) => (
        <article key={hook.id} className="space-y-2 rounded border border-gray-200 p-3" data-testid="webhook">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <div className="min-w-0">
              <p className="font-mono text-sm break-all">{hook.url}</p>
              <p className="text-xs text-gray-700">
                {hook.events.join(", ")} · created {formatDateTime(hook.createdAt)}
              </p>
            </div>
            <form action={remove}>
              <input type="hidden" name="webhookId" value={hook.id} />
              <button
                type="submit"
                disabled={removing}
                aria-label={`Delete the webhook to ${hook.url}`}
                className="text-sm text-red-700 underline"
              >
                Delete
              </button>
            </form>
          </div>
          <h3 className="text-sm font-medium">Recent deliveries</h3>
          <DeliveryTable hook={hook} redeliver={redeliver} pending={redelivering} />
        </article>
      ))}
    </section>
  );
}
