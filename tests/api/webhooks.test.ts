// Webhooks over HTTP: create (the secret once), list, deliveries and redelivery, delete;
// 404 for everyone but the owner; refusals named (events, outbound rules); and the app's own
// worker delivers a queued event, signed, to a receiver in this process (127.0.0.1 is
// allow-listed for the test servers).
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { DELIVER_WEBHOOK } from "@/lib/server/webhooks/deliver-webhook-job";
import { queueWebhookDeliveries } from "@/lib/server/webhooks/queue-webhook-deliveries";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { request } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

type Json = Record<string, unknown>;

describe(`webhooks API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let receiver: Receiver;
  let owner: TestUser;
  let write: string;
  let read: string;
  let other: string;
  const send = async (path: string, opts: Parameters<typeof request>[1] = {}) => {
    const res = await request(path, opts);
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as Json };
  };
  const create = (json: unknown, token = write) => send("/api/v1/webhooks", { method: "POST", token, json });

  beforeAll(async () => {
    receiver = await startReceiver();
    owner = await createUser("researcher", "hooks");
    write = (await createTokenFor(owner, ["read", "write"])).secret;
    read = (await createTokenFor(owner, ["read"])).secret;
    other = (await createTokenFor(await createUser("admin", "hooks-other"), ["read", "write"])).secret;
  });

  afterAll(async () => {
    await receiver.close();
    await db.job.deleteMany({ where: { kind: DELIVER_WEBHOOK } });
  });

  it("refuses unknown events by name, plain http and private addresses", async () => {
    const unknown = await create({ url: receiver.url, events: ["split.opened", "release.drafted"] });
    expect(unknown.status).toBe(400);
    expect((unknown.json.error as Json).message).toContain('Unknown event "release.drafted"');
    const plain = await create({ url: "http://hooks.example.org/in", events: ["split.opened"] });
    expect(plain.status).toBe(400);
    expect((plain.json.error as Json).message).toContain("refused by outbound rule https-only");
    const internal = await create({ url: "https://192.168.0.10/in", events: ["split.opened"] });
    expect(internal.status).toBe(400);
    expect((internal.json.error as Json).message).toContain("refused by outbound rule public-address");
    expect((await create({ url: receiver.url, events: ["split.opened"] }, read)).status).toBe(403);
  });

  it("creates, delivers through the app's worker, lists, redelivers and deletes, for the owner only", async () => {
    const created = await create({ url: receiver.url, events: ["evaluation.finished"] });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json).sort()).toEqual(["id", "secret"]);
    const { id, secret } = created.json as { id: string; secret: string };
    const listed = await send("/api/v1/webhooks", { token: read });
    expect(listed.json.webhooks).toEqual([
      { id, url: receiver.url, events: ["evaluation.finished"], createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(listed.json)).not.toContain(secret);

    const event = { type: "evaluation.finished", evaluation: "e-api", status: "scored" };
    const [deliveryId] = await db.$transaction((tx) => queueWebhookDeliveries(tx, owner.id, event));
    const deliveries = `/api/v1/webhooks/${id}/deliveries`;
    let delivery: Json | undefined;
    for (let i = 0; i < 100 && delivery?.status !== "succeeded"; i += 1) {
      if (i > 0) await new Promise((r) => setTimeout(r, 200)); // the app's worker runs it
      delivery = ((await send(deliveries, { token: read })).json.deliveries as Json[])[0];
    }
    expect(delivery).toMatchObject({ id: deliveryId, status: "succeeded", attempts: 1, lastStatusCode: 200 });
    const got = receiver.received[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got.headers["livecheck-signature"])) ?? [];
    expect(createHmac("sha256", secret).update(`${t}.${got.rawBody}`).digest("hex")).toBe(v1);
    expect(JSON.parse(got.rawBody)).toEqual(event);

    for (const token of [other]) {
      expect((await send(deliveries, { token })).status).toBe(404);
      expect((await send(`${deliveries}/${deliveryId}/redeliver`, { method: "POST", token })).status).toBe(
        404,
      );
      expect((await send(`/api/v1/webhooks/${id}`, { method: "DELETE", token })).status).toBe(404);
      expect((await send("/api/v1/webhooks", { token })).json.webhooks).toEqual([]);
    }
    const again = await send(`${deliveries}/${deliveryId}/redeliver`, { method: "POST", token: write });
    expect(again.status).toBe(202);
    expect(again.json).toMatchObject({ id: deliveryId, status: "queued" });
    expect((await send(`${deliveries}/nope/redeliver`, { method: "POST", token: write })).status).toBe(404);

    expect((await send(`/api/v1/webhooks/${id}`, { method: "DELETE", token: write })).json).toEqual({
      deleted: true,
    });
    expect((await send(deliveries, { token: read })).status).toBe(404);
    expect((await send("/api/v1/webhooks", { token: read })).json.webhooks).toEqual([]);
  });
});
