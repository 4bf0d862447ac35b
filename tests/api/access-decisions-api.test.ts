// Access decisions by API for maintainers with a token: list by status, approve, reject with a
// reason, revoke, in bulk; audited and notified exactly as on the queue page.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importIntegrityBundle, claimIds } from "./support/benchmarks";
import { createTokenFor, createUser, type TestUser } from "./support/users";
import { jsonOf, request } from "./support/http";

const SLUG = `decide-${Date.now().toString(36)}`;
const QUEUE = `/api/v1/benchmarks/${SLUG}/access-requests`;
const DECIDE = `${QUEUE}/decisions`;

type Queue = {
  counts: Record<string, number>;
  truncated: boolean;
  requests: {
    id: string;
    status: string;
    user: { email: string };
    answers: Record<string, unknown>;
    reason: string | null;
  }[];
};

let maintainer: TestUser;
let mToken: string;
let mRead: string;
const researchers: { user: TestUser; token: string }[] = [];

beforeAll(async () => {
  await importIntegrityBundle(SLUG, [{ quarter: "2025Q1", ids: claimIds("d", 3), goldOffset: 0 }]);
  maintainer = await createUser("maintainer", "dec-m");
  const fields = [{ id: "affiliation", kind: "text", label: "Affiliation", required: true }];
  const b = await db.benchmark.update({
    where: { slug: SLUG },
    data: { accessMode: "manual", requestFieldsJson: JSON.stringify(fields) },
    select: { id: true },
  });
  await db.benchmarkMaintainer.create({ data: { benchmarkId: b.id, userId: maintainer.id } });
  mToken = (await createTokenFor(maintainer, ["read", "write"])).secret;
  mRead = (await createTokenFor(maintainer, ["read"])).secret;
  for (let i = 0; i < 3; i++) {
    const user = await createUser("researcher", `dec-r${i}`);
    const token = (await createTokenFor(user, ["read", "write"])).secret;
    const res = await request(QUEUE, {
      method: "POST",
      token,
      json: { answers: { affiliation: `Uni ${i}` } },
    });
    expect(res.status).toBe(201);
    researchers.push({ user, token });
  }
});

const queue = async (status: string, token = mToken): Promise<Queue> =>
  (await jsonOf(await request(`${QUEUE}?status=${status}`, { token }))) as Queue;
/** POSTs a decision on the queue's requests `ids`, with the maintainer's write token unless `token`. */
const decide = (json: { ids: string[]; decision: string; reason?: string }, token = mToken) =>
  request(DECIDE, { method: "POST", token, json });
const idOf = (q: Queue, user: TestUser): string =>
  q.requests.find((r) => r.user.email === user.email)?.id ?? "";

describe("access decisions by API", () => {
  it("lists the queue by status with answers, only for this benchmark's maintainers", async () => {
    const pending = await queue("pending");
    expect(pending.counts).toMatchObject({ pending: 3, approved: 0 });
    expect(pending.truncated).toBe(false);
    expect(pending.requests.map((r) => r.answers.affiliation)).toEqual(["Uni 0", "Uni 1", "Uni 2"]);
    expect((await request(QUEUE, { token: researchers[0]!.token })).status).toBe(403);
    const other = await createUser("maintainer", "dec-o");
    expect((await request(QUEUE, { token: (await createTokenFor(other, ["read"])).secret })).status).toBe(
      403,
    );
    expect((await request(QUEUE)).status).toBe(401);
    const bad = await request(`${QUEUE}?status=maybe`, { token: mToken });
    expect(bad.status).toBe(400);
    expect((await request(`${QUEUE}?state=pending`, { token: mToken })).status).toBe(400);
  });

  it("approves, rejects with a reason and revokes in bulk, audited and notified like the page", async () => {
    const [a, b, c] = researchers.map((r) => r.user) as [TestUser, TestUser, TestUser];
    const q = await queue("pending");
    expect((await decide({ ids: [idOf(q, a)], decision: "approve" }, mRead)).status).toBe(403);
    const noReason = await decide({ ids: [idOf(q, c)], decision: "reject" });
    expect(noReason.status).toBe(400);
    expect(await jsonOf(noReason)).toMatchObject({
      error: { fields: { reason: "Give a reason for the rejection" } },
    });

    const approve = await decide({ ids: [idOf(q, a), idOf(q, b)], decision: "approve" });
    expect(await jsonOf(approve)).toEqual({ decided: 2, skipped: 0 });
    // All or nothing: one request in the wrong state refuses the whole batch.
    const mixed = await decide({ ids: [idOf(q, a), idOf(q, c)], decision: "reject", reason: "x" });
    expect(mixed.status).toBe(409);
    expect(
      await jsonOf(
        await decide({ ids: [idOf(q, c)], decision: "reject", reason: "Use an institutional address" }),
      ),
    ).toEqual({ decided: 1, skipped: 0 });
    expect(
      await jsonOf(await decide({ ids: [idOf(q, b)], decision: "revoke", reason: "Shared the data" })),
    ).toEqual({ decided: 1, skipped: 0 });

    const all = await queue("all");
    expect(Object.fromEntries(all.requests.map((r) => [r.user.email, [r.status, r.reason]]))).toEqual({
      [a.email]: ["approved", null],
      [b.email]: ["revoked", "Shared the data"],
      [c.email]: ["rejected", "Use an institutional address"],
    });
    const audit = await db.auditEvent.findMany({
      where: { actorId: maintainer.id, action: { startsWith: "access." } },
      select: { action: true, targetId: true },
    });
    expect(audit.map((e) => e.action).sort()).toEqual([
      "access.approve",
      "access.approve",
      "access.reject",
      "access.revoke",
    ]);
    const told = await db.notification.findFirst({
      where: { userId: c.id },
      orderBy: { createdAt: "desc" },
      select: { message: true },
    });
    expect(told?.message).toContain("Use an institutional address");
    const me = await jsonOf(await request(`${QUEUE}/me`, { token: researchers[1]!.token }));
    expect(me).toMatchObject({ status: "revoked", reason: "Shared the data", hasAccess: false });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await jsonOf(await request("/api/v1/openapi.json"))) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/benchmarks/{slug}/access-requests"] ?? {})).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    expect(doc.paths["/benchmarks/{slug}/access-requests/decisions"]).toHaveProperty("post");
  });
});
