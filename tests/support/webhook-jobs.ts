// Running webhook delivery jobs in the test's process, at the test's clock.
import { db } from "@/lib/db";
import { claimJob } from "@/lib/jobs/worker";
import { runJob } from "@/lib/jobs/run-job";
import {
  DELIVER_WEBHOOK,
  createDeliverWebhookHandler,
  type DeliverWebhookOptions,
} from "@/lib/server/webhooks/deliver-webhook-job";
import {
  queueWebhookDeliveries,
  type WebhookEventBody,
} from "@/lib/server/webhooks/queue-webhook-deliveries";

/** Runs every delivery job due at `now` (the handler's clock too); returns how many ran. */
export async function runDueDeliveries(now: Date, options: DeliverWebhookOptions = {}): Promise<number> {
  const handler = createDeliverWebhookHandler({ random: () => 0, ...options, now: () => now });
  let ran = 0;
  for (;;) {
    const job = await claimJob({ workerId: "webhook-test", kinds: [DELIVER_WEBHOOK], leaseMs: 60_000, now });
    if (!job) return ran;
    await runJob(job, handler, { leaseMs: 60_000, log: () => undefined });
    ran += 1;
  }
}

/** Queues `event` for `userId` in a transaction of its own, at `now`. */
export function queueEvent(userId: string, event: WebhookEventBody, now: Date): Promise<string[]> {
  return db.$transaction((tx) => queueWebhookDeliveries(tx, userId, event, now));
}

export const deliveryRow = (id: string) => db.webhookDelivery.findUniqueOrThrow({ where: { id } });

/** Removes every webhook delivery job (this kind belongs to these tests only). */
export async function removeDeliveryJobs(): Promise<void> {
  await db.job.deleteMany({ where: { kind: DELIVER_WEBHOOK } });
}
