// A user's webhooks (docs/DOMAIN.md §11): what saving refuses (named, nothing written), the
// secret shown once and stored sealed, owner-only reads and changes (404 for anyone else),
// redelivery (same id and body, new signature time) and deletion.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { MAX_WEBHOOKS, createWebhook } from "@/lib/server/webhooks/create-webhook";
import { deleteWebhook } from "@/lib/server/webhooks/delete-webhook";
import { listWebhookDeliveries, listWebhooks } from "@/lib/server/webhooks/list-webhooks";
import { redeliverWebhook } from "@/lib/server/webhooks/redeliver-webhook";
import { DELIVER_WEBHOOK } from "@/lib/server/webhooks/deliver-webhook-job";
import { queueWebhookDeliveries } from "@/lib/server/webhooks/queue-webhook-deliveries";
import { newUser } from "../support/access-fixtures";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { deliveryRow, queueEvent, removeDeliveryJobs, runDueDeliveries } from "../support/webhook-jobs";

const T0 = new Date("2026-04-01T08:00:00.000Z");
const event = { type: "submission.scored", submission: "s1", status: "scored" };

describe(`webhooks on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await removeDeliveryJobs();
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await receiver.close();
  });

  it("refuses unknown events by name, and addresses the outbound guard refuses", async () => {
    const user = await newUser();
    await expect(
      createWebhook(user, { url: receiver.url, events: ["split.opened", "split.closed", "ping"] }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Unknown events "split.closed", "ping"'),
      fields: { events: expect.stringContaining("known: release.published") },
    });
    await expect(createWebhook(user, { url: receiver.url, events: [] })).rejects.toMatchObject({
      status: 400,
      fields: { events: "Choose at least one event" },
    });
    await expect(
      createWebhook(user, { url: "http://hooks.example.org/x", events: ["split.opened"] }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { url: expect.stringContaining("refused by outbound rule https-only") },
    });
    for (const url of ["https://10.1.2.3/hook", "https://169.254.169.254/latest", "https://[::1]:8443/x"])
      await expect(createWebhook(user, { url, events: ["split.opened"] })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining("refused by outbound rule public-address"),
      });
    const privateName = { resolveHost: async () => [{ address: "192.168.4.4", family: 4 }] };
    await expect(
      createWebhook(user, { url: "https://hooks.internal.test/x", events: ["split.opened"] }, privateName),
    ).rejects.toMatchObject({
      status: 400,
      fields: { url: expect.stringContaining("resolves to 192.168.4.4") },
    });
    await expect(createWebhook(user, { url: "ftp://x.org", events: ["split.opened"] })).rejects.toMatchObject(
      {
        status: 400,
        fields: { url: expect.stringContaining("must start with https://") },
      },
    );
    expect(await db.webhook.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.auditEvent.count({ where: { actorId: user.id } })).toBe(0);
  });

  it("shows the secret once: stored sealed, never in a list or the audit", async () => {
    const user = await newUser();
    const { id, secret } = await createWebhook(user, {
      url: receiver.url,
      events: ["split.retired", "split.opened", "split.opened"],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await listWebhooks(user);
    expect(listed).toEqual([
      { id, url: receiver.url, events: ["split.opened", "split.retired"], createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const row = await db.webhook.findUniqueOrThrow({ where: { id }, select: { secretCiphertext: true } });
    expect(row.secretCiphertext).toMatch(/^v1\./);
    expect(row.secretCiphertext).not.toContain(secret.slice(6, 20));
    const plain = await db.webhook.findUniqueOrThrow({ where: { id } });
    expect(plain).not.toHaveProperty("secretCiphertext"); // omitted unless asked for by name
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "webhook.create", targetId: id } });
    expect(audit.detailJson).not.toContain(secret);
  });

  it(`allows ${MAX_WEBHOOKS} webhooks a user`, async () => {
    const user = await newUser();
    for (let i = 0; i < MAX_WEBHOOKS; i += 1)
      await createWebhook(user, { url: receiver.url, events: ["split.opened"] });
    await expect(createWebhook(user, { url: receiver.url, events: ["split.opened"] })).rejects.toMatchObject({
      status: 409,
    });
  });

  it("answers 404 to anyone but the owner", async () => {
    const owner = await newUser();
    const other = await newUser("admin");
    const { id } = await createWebhook(owner, { url: receiver.url, events: ["submission.scored"] });
    const [deliveryId] = await queueEvent(owner.id, event, T0);
    await runDueDeliveries(T0);
    expect(await listWebhooks(other)).toEqual([]);
    await expect(listWebhookDeliveries(other, id)).rejects.toMatchObject({ status: 404 });
    await expect(redeliverWebhook(other, id, deliveryId!)).rejects.toMatchObject({ status: 404 });
    await expect(deleteWebhook(other, id)).rejects.toMatchObject({ status: 404 });
    // A delivery of another webhook, through the owner's own webhook id: 404 as well.
    const { id: second } = await createWebhook(owner, { url: receiver.url, events: ["split.opened"] });
    await expect(redeliverWebhook(owner, second, deliveryId!)).rejects.toMatchObject({ status: 404 });
    expect(await listWebhookDeliveries(owner, id)).toEqual([
      expect.objectContaining({
        id: deliveryId,
        event: "submission.scored",
        status: "succeeded",
        attempts: 1,
      }),
    ]);
  });

  it("redelivers a settled delivery once: same id and body, a new signature time", async () => {
    const user = await newUser();
    const { id } = await createWebhook(user, { url: receiver.url, events: ["submission.scored"] });
    const [deliveryId] = await queueEvent(user.id, event, T0);
    await runDueDeliveries(T0);
    const later = new Date(T0.getTime() + 3 * 86_400_000); // past the retry window: still one attempt
    const queued = await redeliverWebhook(user, id, deliveryId!, later);
    expect(queued).toMatchObject({ id: deliveryId, status: "queued", attempts: 1 });
    await expect(redeliverWebhook(user, id, deliveryId!, later)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("queued already"),
    });
    receiver.script = [500];
    await runDueDeliveries(later);
    expect(await deliveryRow(deliveryId!)).toMatchObject({
      status: "failed",
      attempts: 2,
      lastStatusCode: 500,
    });
    const [first, again] = receiver.received;
    expect(again!.headers["livecheck-delivery"]).toBe(first!.headers["livecheck-delivery"]);
    expect(again!.rawBody).toBe(first!.rawBody);
    const t = (h: unknown) => Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(String(h))?.[1]);
    expect(t(again!.headers["livecheck-signature"]) - t(first!.headers["livecheck-signature"])).toBe(
      3 * 86_400,
    );
    receiver.script = [200];
    await redeliverWebhook(user, id, deliveryId!, later);
    await runDueDeliveries(later);
    expect(await deliveryRow(deliveryId!)).toMatchObject({
      status: "succeeded",
      attempts: 3,
      deliveredAt: later,
    });
    expect(await db.auditEvent.count({ where: { action: "webhook.redeliver", targetId: id } })).toBe(2);
  });

  it("sends nothing for a deleted webhook: queued deliveries end failed", async () => {
    const user = await newUser();
    const { id } = await createWebhook(user, { url: receiver.url, events: ["submission.scored"] });
    const [deliveryId] = await queueEvent(user.id, event, T0);
    await deleteWebhook(user, id);
    await runDueDeliveries(T0);
    expect(receiver.received).toHaveLength(0);
    expect(await deliveryRow(deliveryId!)).toMatchObject({
      status: "failed",
      lastError: "the webhook was deleted",
    });
    expect(await listWebhooks(user)).toEqual([]);
    await expect(listWebhookDeliveries(user, id)).rejects.toMatchObject({ status: 404 });
    expect(await queueEvent(user.id, event, T0)).toEqual([]);
  });

  it("queues inside the caller's transaction: a rolled-back change leaves no delivery or job", async () => {
    const user = await newUser();
    const { id } = await createWebhook(user, { url: receiver.url, events: ["submission.scored"] });
    await expect(
      db.$transaction(async (tx) => {
        await queueWebhookDeliveries(tx, user.id, event, T0);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.webhookDelivery.count({ where: { webhookId: id } })).toBe(0);
    expect(await db.job.count({ where: { kind: DELIVER_WEBHOOK } })).toBe(0);
  });

  it("refuses an event type it does not know (a caller's bug)", async () => {
    const user = await newUser();
    await expect(queueEvent(user.id, { type: "split.closed" }, T0)).rejects.toThrow(
      /unknown event type "split.closed"/,
    );
  });
});
