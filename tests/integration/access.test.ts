import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { requestAccess } from "@/lib/server/access/request-access";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { hasAccess } from "@/lib/server/access/has-access";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { decideAccessRequests } from "@/lib/server/access/decide-access-requests";
import { updateAccessSettings } from "@/lib/server/access/update-access-settings";
import { listOutbox } from "@/lib/server/notifications/list-outbox";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { markNotificationsRead } from "@/lib/server/notifications/mark-notifications-read";
import { ANSWERS, FIELDS, newBenchmark, newUser } from "../support/access-fixtures";

describe(`gated access on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("open benchmarks need no request and grant everyone, signed in or not", async () => {
    const b = await newBenchmark({ mode: "open" });
    const u = await newUser();
    expect(await hasAccess(null, await findVisibleBenchmark(null, b.slug))).toBe(true);
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(true);
    expect((await getAccessStatus(null, b.slug)).access).toEqual({ state: "open" });
    await expect(requestAccess(u, b.slug, { answers: {} })).rejects.toMatchObject({ status: 409 });
  });

  it("auto mode approves at once, with an audit event and a notification", async () => {
    const b = await newBenchmark({ mode: "auto", fields: FIELDS });
    const u = await newUser();
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(false);
    expect(await requestAccess(u, b.slug, { answers: ANSWERS })).toMatchObject({ status: "approved" });
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(true);
    expect((await getAccessStatus(u, b.slug)).access.state).toBe("approved");
    expect(await db.auditEvent.count({ where: { actorId: u.id, action: "access.auto_approve" } })).toBe(1);
    expect((await listNotifications(u)).rows.map((n) => n.message)).toEqual([
      `Your access request for ${b.title} was approved.`,
    ]);
  });

  it("manual mode leaves the request pending, tells the maintainers, and validates answers", async () => {
    const m = await newUser("maintainer");
    const b = await newBenchmark({ mode: "manual", fields: FIELDS, maintainers: [m] });
    const u = await newUser();
    await expect(requestAccess(u, b.slug, { answers: { affiliation: "Uni" } })).rejects.toMatchObject({
      status: 400,
      fields: { country: "Country is required", agree: "I agree must be checked" },
    });
    expect(await db.accessRequest.count({ where: { benchmarkId: b.id } })).toBe(0);
    expect(await requestAccess(u, b.slug, { answers: ANSWERS })).toMatchObject({ status: "pending" });
    const status = await getAccessStatus(u, b.slug);
    expect(status.access.state).toBe("pending");
    expect(status.usualWaitMs).toBeNull();
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(false);
    expect((await listNotifications(m)).rows[0]?.message).toBe(`${u.email} asks for access to ${b.title}`);
    // Re-sending a pending request replaces its answers rather than adding a row.
    await requestAccess(u, b.slug, { answers: { ...ANSWERS, affiliation: "Other Uni" } });
    const rows = await db.accessRequest.findMany({
      where: { benchmarkId: b.id },
      select: { answersJson: true },
    });
    expect(rows.map((r) => JSON.parse(r.answersJson).affiliation)).toEqual(["Other Uni"]);
  });

  it("unknown and unpublished benchmarks are 404 for status and requests, except to their maintainers", async () => {
    const u = await newUser();
    const m = await newUser("maintainer");
    const hidden = await newBenchmark({ mode: "auto", maintainers: [m], unpublished: true });
    await expect(getAccessStatus(u, hidden.slug)).rejects.toMatchObject({ status: 404 });
    await expect(requestAccess(u, hidden.slug, { answers: {} })).rejects.toMatchObject({ status: 404 });
    expect((await getAccessStatus(m, hidden.slug)).access.state).toBe("maintainer");
    await expect(getAccessStatus(u, "no-such-benchmark")).rejects.toMatchObject({ status: 404 });
    await expect(requestAccess(u, "no-such-benchmark", { answers: {} })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("shows the rejection reason, allows a re-request, but refuses re-requests after revocation", async () => {
    const m = await newUser("maintainer");
    const b = await newBenchmark({ mode: "manual", fields: FIELDS, maintainers: [m] });
    const u = await newUser();
    expect((await getAccessStatus(u, b.slug)).usualWaitMs).toBeNull();
    const asked = Date.now();
    const { id } = await requestAccess(u, b.slug, { answers: ANSWERS });
    await decideAccessRequests(m, b.slug, {
      ids: [id],
      decision: "reject",
      reason: "Use an institutional email",
    });
    const waited = Date.now() - asked;
    expect((await getAccessStatus(u, b.slug)).access).toMatchObject({
      state: "rejected",
      reason: "Use an institutional email",
    });
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(false);
    // The one decision so far: its wait lies between the request and the decision.
    const { usualWaitMs } = await getAccessStatus(u, b.slug);
    expect(usualWaitMs).not.toBeNull();
    expect(usualWaitMs!).toBeGreaterThanOrEqual(0);
    expect(usualWaitMs!).toBeLessThanOrEqual(waited + 1000);

    expect(await requestAccess(u, b.slug, { answers: ANSWERS })).toEqual({ id, status: "pending" });
    await decideAccessRequests(m, b.slug, { ids: [id], decision: "approve" });
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(true);
    await decideAccessRequests(m, b.slug, { ids: [id], decision: "revoke", reason: "Terms breached" });
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(false);
    expect((await getAccessStatus(u, b.slug)).access).toMatchObject({
      state: "revoked",
      reason: "Terms breached",
    });
    await expect(requestAccess(u, b.slug, { answers: ANSWERS })).rejects.toMatchObject({ status: 403 });
    // Only a maintainer can restore a revoked grant.
    await decideAccessRequests(m, b.slug, { ids: [id], decision: "approve" });
    expect(await hasAccess(u, await findVisibleBenchmark(u, b.slug))).toBe(true);
  });

  it("maintainers and admins always have access; a maintainer of another benchmark does not", async () => {
    const m = await newUser("maintainer");
    const other = await newUser("maintainer");
    const admin = await newUser("admin");
    const b = await newBenchmark({ mode: "manual", maintainers: [m] });
    await newBenchmark({ mode: "manual", maintainers: [other] });
    expect(await hasAccess(m, await findVisibleBenchmark(m, b.slug))).toBe(true);
    expect(await hasAccess(admin, await findVisibleBenchmark(admin, b.slug))).toBe(true);
    expect(await hasAccess(other, await findVisibleBenchmark(other, b.slug))).toBe(false);
    expect((await getAccessStatus(m, b.slug)).access.state).toBe("maintainer");
  });

  it("settings: only maintainers change them, bad settings change nothing, each change is audited", async () => {
    const m = await newUser("maintainer");
    const other = await newUser("maintainer");
    const b = await newBenchmark({ mode: "manual", maintainers: [m] });
    const settings = { mode: "auto", terms: "New terms", fields: FIELDS };
    await expect(updateAccessSettings(other, b.slug, settings)).rejects.toMatchObject({ status: 403 });
    await expect(
      updateAccessSettings(m, b.slug, { ...settings, fields: [FIELDS[0], FIELDS[0]] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(updateAccessSettings(m, "nope-nope", settings)).rejects.toMatchObject({ status: 404 });
    await updateAccessSettings(m, b.slug, settings);
    const row = await db.benchmark.findUniqueOrThrow({
      where: { id: b.id },
      select: { accessMode: true, terms: true, requestFieldsJson: true },
    });
    expect({ ...row, requestFieldsJson: JSON.parse(row.requestFieldsJson) }).toEqual({
      accessMode: "auto",
      terms: "New terms",
      requestFieldsJson: FIELDS,
    });
    const events = await db.auditEvent.findMany({
      where: { targetId: b.id, action: "benchmark.access_settings" },
      select: { actorId: true },
    });
    expect(events).toEqual([{ actorId: m.id }]);
  });

  it("without SMTP_URL emails stay in the outbox, readable by admins only", async () => {
    const admin = await newUser("admin");
    const b = await newBenchmark({ mode: "auto" });
    const u = await newUser();
    await requestAccess(u, b.slug, { answers: {} });
    const mail = await db.outboxEmail.findFirstOrThrow({
      where: { to: u.email },
      select: { id: true, subject: true, sentAt: true, body: true },
    });
    expect(mail.sentAt).toBeNull();
    expect(mail.subject).toContain("access approved");
    expect(mail.body).toContain(`/benchmarks/${b.slug}/access`);
    expect((await listOutbox(admin)).map((e) => e.id)).toContain(mail.id);
    await expect(listOutbox(u)).rejects.toMatchObject({ status: 403 });
    await expect(listOutbox({ role: "maintainer" })).rejects.toMatchObject({ status: 403 });
  });

  it("marks only the user's own notifications read", async () => {
    const b = await newBenchmark({ mode: "auto" });
    const [u, v] = [await newUser(), await newUser()];
    await requestAccess(u, b.slug, { answers: {} });
    await requestAccess(v, b.slug, { answers: {} });
    const vId = (await listNotifications(v)).rows[0]!.id;
    expect(await markNotificationsRead(u, [vId])).toEqual({ count: 0 });
    expect((await listNotifications(v)).unread).toBe(1);
    expect(await markNotificationsRead(u, "all")).toEqual({ count: 1 });
    expect((await listNotifications(u)).unread).toBe(0);
  });
});
