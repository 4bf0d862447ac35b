// The job that makes one attempt at one webhook delivery and schedules the next (DOMAIN §11).
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { computeBackoffMs } from "@/lib/jobs/compute-backoff";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import type { JobContext, JobHandler, JobTx } from "@/lib/jobs/job-types";
import type { GuardedFetchOptions } from "@/lib/outbound/guarded-fetch";
import { SealedKeyError } from "@/lib/security/endpoint-key-cipher";
import { WEBHOOK_TIMEOUT_MS, sendWebhookAttempt, type AttemptOutcome } from "./send-webhook-attempt";
import type { WebhookDeliveryStatus } from "@/lib/vocabulary";
import { openWebhookSecret } from "./webhook-secret";

export const DELIVER_WEBHOOK = "deliver-webhook";
/** Runs of one job (one attempt): more only when a worker died mid-run; retries are new jobs. */
export const DELIVER_WEBHOOK_MAX_RUNS = 3;
/** Retries are scheduled only up to this long after the delivery was created. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** Delay after failed attempt n: nominal min(1 h, 30 s · 2^(n−1)), the upper half random. */
const WEBHOOK_BACKOFF = { baseMs: 30_000, maxMs: 60 * 60_000 } as const;

/** `retry`: failed attempts schedule the next (false for a redelivery by hand: one attempt). */
const payloadSchema = z.object({ deliveryId: z.string(), retry: z.boolean() });

export interface DeliverWebhookOptions {
  /** The clock: the signature's `t`, the next attempt's time and the 24 h cut-off read it. */
  now?: () => Date;
  /** For the backoff's jitter, in [0, 1). */
  random?: () => number;
  timeoutMs?: number;
  /** The outbound guard's resolver and allow-list (tests inject them). */
  outbound?: GuardedFetchOptions;
}

type Delivery = NonNullable<Awaited<ReturnType<typeof loadDelivery>>>;

function loadDelivery(id: string) {
  return db.webhookDelivery.findUnique({
    where: { id },
    select: {
      id: true,
      event: true,
      payloadJson: true,
      status: true,
      attempts: true,
      createdAt: true,
      webhook: { select: { id: true, url: true, disabledAt: true, secretCiphertext: true } },
    },
  });
}

/** The delivery's row after this attempt, and the next attempt's time when one is scheduled. */
interface Settled {
  data: {
    status: WebhookDeliveryStatus;
    nextAttemptAt: Date | null;
    lastError: string | null;
    attempts?: number;
    lastStatusCode?: number | null;
    lastDurationMs?: number;
    deliveredAt?: Date;
  };
  next: Date | null;
}

function settle(
  delivery: Delivery,
  outcome: AttemptOutcome,
  retry: boolean,
  now: Date,
  random: () => number,
): Settled {
  const attempts = delivery.attempts + 1;
  const log = {
    attempts,
    lastStatusCode: outcome.statusCode,
    lastError: outcome.error,
    lastDurationMs: outcome.durationMs,
  };
  if (outcome.ok)
    return { data: { ...log, status: "succeeded", deliveredAt: now, nextAttemptAt: null }, next: null };
  const next = new Date(now.getTime() + computeBackoffMs(attempts, WEBHOOK_BACKOFF, random));
  const isInWindow = next.getTime() <= delivery.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (retry && !outcome.isFinal && isInWindow)
    return { data: { ...log, status: "queued", nextAttemptAt: next }, next };
  return { data: { ...log, status: "failed", nextAttemptAt: null }, next: null };
}

/** Writes the settled row, if the delivery is still the queued one this job was for, and queues the retry. */
async function writeOutcome(tx: JobTx, deliveryId: string, settled: Settled): Promise<void> {
  const { count } = await tx.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "queued" },
    data: settled.data,
  });
  if (count === 1 && settled.next)
    await enqueueJob(
      DELIVER_WEBHOOK,
      { deliveryId, retry: true },
      { tx, runAt: settled.next, maxAttempts: DELIVER_WEBHOOK_MAX_RUNS },
    );
}

const failedWithout = (error: string): AttemptOutcome => ({
  ok: false,
  isFinal: true,
  statusCode: null,
  error,
  durationMs: 0,
});

async function deliverWebhook(ctx: JobContext, options: DeliverWebhookOptions): Promise<void> {
  const parsed = payloadSchema.safeParse(ctx.payload);
  if (!parsed.success) throw new PermanentJobError(`job ${ctx.job.id}: not a webhook delivery payload`);
  const { deliveryId, retry } = parsed.data;
  const now = (options.now ?? (() => new Date()))();
  const random = options.random ?? Math.random;
  const delivery = await loadDelivery(deliveryId);
  // Gone with its webhook's user, or settled already (this job is a stale copy): nothing to do.
  if (!delivery || delivery.status !== "queued") return ctx.complete();
  const { webhook } = delivery;
  if (webhook.disabledAt) {
    const settled: Settled = {
      data: { status: "failed", nextAttemptAt: null, lastError: "the webhook was deleted" },
      next: null,
    };
    return ctx.complete((tx) => writeOutcome(tx, deliveryId, settled));
  }
  let outcome: AttemptOutcome;
  try {
    const secret = openWebhookSecret(webhook.id, webhook.secretCiphertext);
    outcome = await sendWebhookAttempt({
      url: webhook.url,
      deliveryId,
      event: delivery.event,
      body: delivery.payloadJson,
      secret,
      at: now,
      signal: ctx.signal,
      timeoutMs: options.timeoutMs,
      outbound: options.outbound,
    });
  } catch (err) {
    if (!(err instanceof SealedKeyError)) throw err;
    outcome = failedWithout("the signing secret cannot be opened (was ENDPOINT_SECRET_KEY changed?)");
  }
  const settled = settle(delivery, outcome, retry, now, random);
  await ctx.complete((tx) => writeOutcome(tx, deliveryId, settled));
}

/**
 * The handler, with an injected clock and guard for tests. One run is one attempt: it
 * signs the stored body with the attempt's time, posts it through the outbound guard
 * (checked again now: DNS may have changed) under a 10 s deadline, logs the attempt on the
 * delivery row and, after a failure, queues the next attempt's job, all in the job's
 * completion. Its lane is "webhooks", so a slow receiver never holds up other work.
 */
export function createDeliverWebhookHandler(options: DeliverWebhookOptions = {}): JobHandler {
  return {
    lane: "webhooks",
    deadlineMs: (options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) + 20_000,
    run: (ctx) => deliverWebhook(ctx, options),
    // The job's runs kept crashing or passing their deadline: the delivery is given up on.
    onFailed: async (tx, failure) => {
      const parsed = payloadSchema.safeParse(failure.payload);
      if (!parsed.success) return;
      const error = failure.error instanceof Error ? failure.error.message : String(failure.error);
      await tx.webhookDelivery.updateMany({
        where: { id: parsed.data.deliveryId, status: "queued" },
        data: {
          status: "failed",
          nextAttemptAt: null,
          lastError: `the delivery job failed: ${error}`.slice(0, 500),
        },
      });
    },
  };
}

export const deliverWebhookHandler = createDeliverWebhookHandler();
