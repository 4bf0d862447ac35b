// Webhook deliveries (docs/DOMAIN.md §11) against a receiver in this process (127.0.0.1 is
// allow-listed for tests): the signature checked here with node:crypto from the raw body
// received, written apart from the signing code; retries on the test's clock (no sleeping).
import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createWebhook } from "@/lib/server/webhooks/create-webhook";
import { DELIVER_WEBHOOK, WEBHOOK_RETRY_WINDOW_MS } from "@/lib/server/webhooks/deliver-webhook-job";
import { newUser } from "../support/access-fixtures";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { deliveryRow, queueEvent, removeDeliveryJobs, runDueDeliveries } from "../support/webhook-jobs";

const T0 = new Date("2026-03-01T12:00:00.000Z");
const event = { type: "split.opened", benchmark: "hooks-bench", split: "2026Q1", note: "naïve ✓" };

/** `t=…,v1=…` checked as a receiver would: HMAC-SHA256 of "<t>.<raw body>" keyed with the secret. */
function verifySignature(header: string, rawBody: string, secret: string): { t: number; ok: boolean } {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return { t, ok: given.length === expected.length && timingSafeEqual(given, expected) };
}

async function hookFor(receiver: Receiver, events = ["split.opened"]) {
  const user = await newUser();
  const { id, secret } = await createWebhook(user, { url: receiver.url, events });
  return { user, id, secret };
}

describe(`webhook deliveries on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await removeDeliveryJobs();
    receiver.received.length = 0;
    receiver.script = [200];
  });
  afterAll(async () => {
    await receiver.close();
  });

  it("signs the raw body so that a receiver's own HMAC verifies it", async () => {
    const { user, secret } = await hookFor(receiver);
    await createWebhook(user, { url: receiver.url, events: ["access.decided"] });
    const [deliveryId, ...more] = await queueEvent(user.id, event, T0);
    expect(more).toEqual([]); // the access.decided webhook gets nothing
    expect(await runDueDeliveries(T0)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers["livecheck-event"]).toBe("split.opened");
    expect(got.headers["livecheck-delivery"]).toBe(deliveryId);
    expect(JSON.parse(got.rawBody)).toEqual(event);
    const check = verifySignature(String(got.headers["livecheck-signature"]), got.rawBody, secret);
    expect(check).toEqual({ t: T0.getTime() / 1000, ok: true });
    // Another secret, or a body changed by one character, does not verify.
    const header = String(got.headers["livecheck-signature"]);
    expect(verifySignature(header, got.rawBody, `${secret}x`).ok).toBe(false);
    expect(verifySignature(header, got.rawBody.replace("2026Q1", "2026Q2"), secret).ok).toBe(false);
    expect(await deliveryRow(deliveryId!)).toMatchObject({
      status: "succeeded",
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      deliveredAt: T0,
      nextAttemptAt: null,
    });
  });

  it("gives a receiver answering 500, 500, 200 three attempts and logs one success", async () => {
    receiver.script = [500, 500, 200];
    const { user } = await hookFor(receiver);
    const [id] = await queueEvent(user.id, event, T0);
    await runDueDeliveries(T0);
    const first = await deliveryRow(id!);
    expect(first).toMatchObject({
      status: "queued",
      attempts: 1,
      lastStatusCode: 500,
      lastError: "HTTP 500",
    });
    // Backoff with the jitter at 0: half of 30 s, then half of 60 s.
    expect(first.nextAttemptAt).toEqual(new Date(T0.getTime() + 15_000));
    expect(await runDueDeliveries(new Date(T0.getTime() + 14_999))).toBe(0); // not due yet
    await runDueDeliveries(first.nextAttemptAt!);
    const second = await deliveryRow(id!);
    expect(second).toMatchObject({ status: "queued", attempts: 2, lastStatusCode: 500 });
    expect(second.nextAttemptAt).toEqual(new Date(T0.getTime() + 15_000 + 30_000));
    await runDueDeliveries(second.nextAttemptAt!);
    expect(await deliveryRow(id!)).toMatchObject({
      status: "succeeded",
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
      deliveredAt: second.nextAttemptAt,
      nextAttemptAt: null,
    });
    expect(receiver.received.map((r) => r.headers["livecheck-delivery"])).toEqual([id, id, id]);
    expect(new Set(receiver.received.map((r) => r.rawBody)).size).toBe(1);
    expect(await db.job.count({ where: { kind: DELIVER_WEBHOOK, status: "queued" } })).toBe(0);
  });

  it("stops retrying 24 hours after the first attempt, then fails", async () => {
    receiver.script = [503];
    const { user } = await hookFor(receiver);
    const [id] = await queueEvent(user.id, event, T0);
    const cutOff = T0.getTime() + WEBHOOK_RETRY_WINDOW_MS;
    let now = T0;
    for (let i = 0; i < 200; i += 1) {
      await runDueDeliveries(now);
      const row = await deliveryRow(id!);
      if (row.status !== "queued") break;
      expect(row.nextAttemptAt!.getTime()).toBeLessThanOrEqual(cutOff);
      now = row.nextAttemptAt!;
    }
    const last = await deliveryRow(id!);
    expect(last).toMatchObject({ status: "failed", lastStatusCode: 503, nextAttemptAt: null });
    // Jitter at 0: 15 s doubling to the 30 min cap, then every 30 min up to the cut-off.
    const delays = [15, 30, 60, 120, 240, 480, 960].map((s) => s * 1000);
    const ramp = delays.reduce((a, b) => a + b, 0);
    const expected = 1 + delays.length + Math.floor((WEBHOOK_RETRY_WINDOW_MS - ramp) / 1_800_000);
    expect(last.attempts).toBe(expected);
    expect(receiver.received).toHaveLength(expected);
    expect(now.getTime()).toBeGreaterThan(cutOff - 1_800_000);
  });

  it("ends an attempt at a receiver that never answers, and retries it later", async () => {
    receiver.script = ["hang"];
    const { user } = await hookFor(receiver);
    const [id] = await queueEvent(user.id, event, T0);
    const started = Date.now();
    await runDueDeliveries(T0, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(10_000);
    const row = await deliveryRow(id!);
    expect(row).toMatchObject({
      status: "queued",
      attempts: 1,
      lastStatusCode: null,
      lastError: "no answer within 0.3 s",
    });
    expect(row.lastDurationMs).toBeGreaterThanOrEqual(250);
  });

  it("logs a refused connection as a network error, retried", async () => {
    const closed = await startReceiver();
    const { user } = await hookFor(closed);
    await closed.close();
    const [id] = await queueEvent(user.id, event, T0);
    await runDueDeliveries(T0);
    expect(await deliveryRow(id!)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastStatusCode: null,
      lastError: "network error: ECONNREFUSED",
    });
  });

  it("refuses at delivery time an address that now resolves to a private one, without retrying", async () => {
    const user = await newUser();
    const url = "https://hooks.example.test/livecheck";
    const resolveTo = (address: string) => ({ resolveHost: async () => [{ address, family: 4 }] });
    await createWebhook(user, { url, events: ["split.opened"] }, resolveTo("93.184.216.34"));
    const [id] = await queueEvent(user.id, event, T0);
    await runDueDeliveries(T0, { outbound: resolveTo("10.0.0.7") });
    const row = await deliveryRow(id!);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: null, nextAttemptAt: null });
    expect(row.lastError).toMatch(
      /refused by outbound rule public-address: hooks\.example\.test resolves to 10\.0\.0\.7/,
    );
    expect(await db.job.count({ where: { kind: DELIVER_WEBHOOK, status: "queued" } })).toBe(0);
  });

  it("refuses at delivery time a plain http address outside the allow-list", async () => {
    const { user, id: hookId } = await hookFor(receiver);
    const [id] = await queueEvent(user.id, event, T0);
    await runDueDeliveries(T0, { outbound: { allowList: [] } });
    const row = await deliveryRow(id!);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/refused by outbound rule https-only/);
    expect(receiver.received).toHaveLength(0);
    expect(hookId).toBeTruthy();
  });
});
