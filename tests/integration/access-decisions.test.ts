import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { requestAccess } from "@/lib/server/access/request-access";
import { decideAccessRequests } from "@/lib/server/access/decide-access-requests";
import { listAccessQueue } from "@/lib/server/access/list-access-queue";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { ANSWERS, FIELDS, newBenchmark, newUser } from "../support/access-fixtures";

async function gatedWithRequests(n: number) {
  const m = await newUser("maintainer");
  const b = await newBenchmark({ mode: "manual", fields: FIELDS, maintainers: [m] });
  const users = await Promise.all(Array.from({ length: n }, () => newUser()));
  const ids: string[] = [];
  for (const u of users) ids.push((await requestAccess(u, b.slug, { answers: ANSWERS })).id);
  return { m, b, users, ids };
}

describe(`access decisions on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("approves many at once, each with an audit event and a notification", async () => {
    const { m, b, users, ids } = await gatedWithRequests(3);
    expect(await decideAccessRequests(m, b.slug, { ids, decision: "approve" })).toEqual({
      decided: 3,
      skipped: 0,
    });
    const events = await db.auditEvent.findMany({
      where: { action: "access.approve", targetId: { in: ids } },
      select: { actorId: true, targetId: true, detailJson: true },
    });
    expect(events.map((e) => e.targetId).sort()).toEqual([...ids].sort());
    expect(events.every((e) => e.actorId === m.id && JSON.parse(e.detailJson).from === "pending")).toBe(true);
    for (const u of users) expect((await getAccessStatus(u, b.slug)).access.state).toBe("approved");
    expect(
      await db.notification.count({
        where: { userId: { in: users.map((u) => u.id) }, message: { contains: "was approved" } },
      }),
    ).toBe(3);
    // Approving again is a no-op, not an error.
    expect(await decideAccessRequests(m, b.slug, { ids, decision: "approve" })).toEqual({
      decided: 0,
      skipped: 3,
    });
  });

  it("requires a reason to reject and stores it", async () => {
    const { m, b, ids } = await gatedWithRequests(2);
    await expect(
      decideAccessRequests(m, b.slug, { ids, decision: "reject", reason: "" }),
    ).rejects.toMatchObject({ status: 400, fields: { reason: "Give a reason for the rejection" } });
    await decideAccessRequests(m, b.slug, { ids, decision: "reject", reason: "Not a research use" });
    const rows = await db.accessRequest.findMany({
      where: { id: { in: ids } },
      select: { status: true, reason: true, decidedById: true },
    });
    expect(rows).toEqual(
      [0, 1].map(() => ({ status: "rejected", reason: "Not a research use", decidedById: m.id })),
    );
    expect(await db.auditEvent.count({ where: { action: "access.reject", targetId: { in: ids } } })).toBe(2);
  });

  it("is all or nothing: a wrong-state request or a foreign id writes nothing", async () => {
    const { m, b, ids } = await gatedWithRequests(2);
    const [first, second] = ids as [string, string];
    await decideAccessRequests(m, b.slug, { ids: [first], decision: "approve" });
    // revoke applies only to approved requests: the pending one makes the batch a 409.
    await expect(
      decideAccessRequests(m, b.slug, { ids: [first, second], decision: "revoke" }),
    ).rejects.toMatchObject({ status: 409 });
    expect(
      (await db.accessRequest.findUniqueOrThrow({ where: { id: first }, select: { status: true } })).status,
    ).toBe("approved");

    const other = await gatedWithRequests(1);
    await expect(
      decideAccessRequests(m, b.slug, { ids: [second, other.ids[0]!], decision: "approve" }),
    ).rejects.toMatchObject({ status: 404 });
    expect(
      (await db.accessRequest.findUniqueOrThrow({ where: { id: second }, select: { status: true } })).status,
    ).toBe("pending");
    expect(
      (await db.accessRequest.findUniqueOrThrow({ where: { id: other.ids[0]! }, select: { status: true } }))
        .status,
    ).toBe("pending");
  });

  it("refuses a maintainer of another benchmark and researchers, even with the right ids", async () => {
    const { b, users, ids } = await gatedWithRequests(1);
    const stranger = await newUser("maintainer");
    await newBenchmark({ mode: "manual", maintainers: [stranger] });
    await expect(decideAccessRequests(stranger, b.slug, { ids, decision: "approve" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(decideAccessRequests(users[0]!, b.slug, { ids, decision: "approve" })).rejects.toMatchObject(
      { status: 403 },
    );
    await expect(listAccessQueue(stranger, b.slug, "pending")).rejects.toMatchObject({ status: 403 });
    expect(await db.auditEvent.count({ where: { targetId: { in: ids }, action: "access.approve" } })).toBe(0);
  });

  it("lets admins decide on any benchmark", async () => {
    const { b, ids } = await gatedWithRequests(1);
    const admin = await newUser("admin");
    expect(await decideAccessRequests(admin, b.slug, { ids, decision: "approve" })).toEqual({
      decided: 1,
      skipped: 0,
    });
  });

  it("lists the queue by status with answers and counts", async () => {
    const { m, b, ids, users } = await gatedWithRequests(3);
    await decideAccessRequests(m, b.slug, { ids: [ids[0]!], decision: "reject", reason: "No" });
    const pending = await listAccessQueue(m, b.slug, "pending");
    expect(pending.rows.map((r) => r.id)).toEqual(ids.slice(1));
    expect(pending.rows[0]).toMatchObject({
      status: "pending",
      answers: ANSWERS,
      user: { email: users[1]!.email },
    });
    expect(pending.counts).toEqual({ pending: 2, approved: 0, rejected: 1, revoked: 0 });
    expect((await listAccessQueue(m, b.slug, "all")).rows).toHaveLength(3);
  });

  it("reports the usual waiting time as the median of decided requests", async () => {
    const { m, b, ids } = await gatedWithRequests(3);
    const now = Date.now();
    // Backdate the requests so the waits are 1 h, 2 h and 10 h: the median is 2 h.
    for (const [i, hours] of [1, 2, 10].entries()) {
      await db.accessRequest.update({
        where: { id: ids[i]! },
        data: { createdAt: new Date(now - hours * 3_600_000) },
      });
    }
    await decideAccessRequests(m, b.slug, { ids, decision: "approve" });
    const other = await newUser();
    const wait = (await getAccessStatus(other, b.slug)).usualWaitMs;
    expect(wait).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(wait).toBeLessThan(2 * 3_600_000 + 60_000);
  });
});
