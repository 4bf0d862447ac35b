// Gated benchmarks share claim texts, evidence and files only with users who have access;
// everyone sees the overview. Open benchmarks stay browsable by visitors.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors/app-error";
import { requestAccess } from "@/lib/server/access/request-access";
import { decideAccessRequests } from "@/lib/server/access/decide-access-requests";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { listClaims } from "@/lib/server/benchmarks/list-claims";
import { getBenchmarkContact } from "@/lib/server/access/get-benchmark-contact";
import { newBenchmark, newUser } from "../support/access-fixtures";

async function withClaims(mode: "open" | "auto" | "manual") {
  const m = await newUser("maintainer");
  const b = await newBenchmark({ mode, maintainers: [m] });
  const release = await db.release.findFirstOrThrow({ where: { benchmarkId: b.id }, select: { id: true } });
  const split = await db.split.create({
    data: { benchmarkId: b.id, releaseId: release.id, name: "2025Q1", kind: "dev" },
    select: { id: true },
  });
  await db.claim.create({
    data: {
      benchmarkId: b.id,
      splitId: split.id,
      externalId: "c1",
      text: "SECRET claim text",
      claimDate: new Date("2025-01-05"),
      evidenceJson: '[{"id":"e"}]',
    },
  });
  return { m, b };
}

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (isAppError(e) ? e.status : 500),
  );

describe(`gated content on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("shows a manual benchmark's overview to everyone, its claims only with access", async () => {
    const { m, b } = await withClaims("manual");
    const u = await newUser();
    const visitor = await getBenchmark(null, b.slug);
    expect(visitor).toMatchObject({ hasContentAccess: false, description: "d", license: "CC-BY-4.0" });
    expect(visitor.splits).toEqual([expect.objectContaining({ name: "2025Q1", claimCount: 1 })]);
    expect(await statusOf(listClaims(null, b.slug, {}))).toBe(401);
    expect(await statusOf(listClaims(u, b.slug, {}))).toBe(403);
    const { id } = await requestAccess(u, b.slug, { answers: {} });
    expect(await statusOf(listClaims(u, b.slug, {}))).toBe(403); // pending is not access
    await decideAccessRequests(m, b.slug, { ids: [id], decision: "approve" });
    expect((await getBenchmark(u, b.slug)).hasContentAccess).toBe(true);
    expect((await listClaims(u, b.slug, {})).items.map((c) => c.text)).toEqual(["SECRET claim text"]);
    expect((await listClaims(m, b.slug, {})).total).toBe(1);
    await decideAccessRequests(m, b.slug, { ids: [id], decision: "revoke", reason: "broke the terms" });
    expect(await statusOf(listClaims(u, b.slug, {}))).toBe(403);
  });

  it("gates auto benchmarks until the request is sent, and leaves open ones browsable by visitors", async () => {
    const auto = await withClaims("auto");
    const u = await newUser();
    expect(await statusOf(listClaims(u, auto.b.slug, {}))).toBe(403);
    await requestAccess(u, auto.b.slug, { answers: {} });
    expect((await listClaims(u, auto.b.slug, {})).total).toBe(1);
    const open = await withClaims("open");
    expect((await getBenchmark(null, open.b.slug)).hasContentAccess).toBe(true);
    expect((await listClaims(null, open.b.slug, {})).items[0]?.evidenceCount).toBe(1);
  });

  it("names the listed contact address, else the maintainers' addresses", async () => {
    const { m, b } = await withClaims("manual");
    expect(await getBenchmarkContact(b.id)).toBe(m.email);
    await db.benchmark.update({ where: { id: b.id }, data: { contactEmail: "data-team@example.org" } });
    expect(await getBenchmarkContact(b.id)).toBe("data-team@example.org");
  });
});

describe(`the access form's own answers on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("returns what the user sent, and names the contact when a revoked user asks again", async () => {
    const { getAccessStatus } = await import("@/lib/server/access/get-access-status");
    const { updateAccessSettings } = await import("@/lib/server/access/update-access-settings");
    const { FIELDS, ANSWERS } = await import("../support/access-fixtures");
    const m = await newUser("maintainer");
    const b = await newBenchmark({ mode: "manual", maintainers: [m], fields: FIELDS });
    const u = await newUser();
    expect((await getAccessStatus(u, b.slug)).answers).toBeNull();
    const { id } = await requestAccess(u, b.slug, { answers: ANSWERS });
    expect((await getAccessStatus(u, b.slug)).answers).toEqual(ANSWERS);
    await requestAccess(u, b.slug, { answers: { ...ANSWERS, affiliation: "Another Uni" } });
    expect((await getAccessStatus(u, b.slug)).answers).toMatchObject({ affiliation: "Another Uni" });
    await expect(
      updateAccessSettings(m, b.slug, {
        mode: "manual",
        terms: "",
        fields: FIELDS,
        contactEmail: "not an address",
      }),
    ).rejects.toMatchObject({ status: 400, fields: { contactEmail: expect.any(String) } });
    await updateAccessSettings(m, b.slug, {
      mode: "manual",
      terms: "",
      fields: FIELDS,
      contactEmail: "access@example.org",
    });
    await decideAccessRequests(m, b.slug, { ids: [id], decision: "approve" });
    await decideAccessRequests(m, b.slug, { ids: [id], decision: "revoke", reason: "terms" });
    await expect(requestAccess(u, b.slug, { answers: ANSWERS })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining("access@example.org"),
    });
    const note = await db.notification.findFirst({
      where: { userId: u.id },
      orderBy: { createdAt: "desc" },
      select: { message: true },
    });
    expect(note?.message).toContain("write to the maintainers at access@example.org");
    const audit = await db.auditEvent.findFirst({
      where: { action: "benchmark.access_settings", targetId: b.id },
      orderBy: { createdAt: "desc" },
      select: { detailJson: true },
    });
    expect(audit?.detailJson).toContain("access@example.org");
  });
});
