// Admins archive and unpublish benchmarks (issue 11): an archived benchmark stays readable and
// refuses new submissions, from the browser's session and from a token alike; an unpublished one
// is a 404 for visitors and API clients (pages, API, files), seen only by its maintainers and
// admins; both are undone exactly and audited.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  claimIds,
  importIntegrityBundle,
  predictionFile,
  researcherWithModel,
  submitScores,
} from "./support/benchmarks";
import { BASE_URL, jsonOf, request, signIn, type CookieJar } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const SLUG = `status-api-${Date.now()}`;
const DEV = { quarter: "2024Q1", ids: claimIds("s", 4), goldOffset: 700 };

/** The Submit page's upload: multipart with the session cookie, from the same origin. */
function uploadAsBrowser(jar: CookieJar, fields: Record<string, string>, text: string): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([text]), "dev.jsonl");
  return fetch(new URL("/api/v1/submissions", BASE_URL), {
    method: "POST",
    body: form,
    headers: { cookie: jar.header(), "sec-fetch-site": "same-origin", origin: new URL(BASE_URL).origin },
    redirect: "manual",
  });
}

describe(`archived and unpublished benchmarks (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let admin: TestUser;
  let adminToken: string;
  let token: string;
  let jar: CookieJar;
  let modelId: string;
  const fields = () => ({ benchmark: SLUG, modelId, regime: "closed_book" });
  const scores = DEV.ids.map((id) => ({ id, score: 0 }));
  const patch = (json: unknown, t = adminToken) =>
    request(`/api/v1/admin/benchmarks/${SLUG}`, { method: "PATCH", token: t, json });

  beforeAll(async () => {
    await importIntegrityBundle(SLUG, [DEV], { "splits.json": { dev: [DEV.quarter], test: [] } });
    admin = await createUser("admin", "status-admin");
    adminToken = (await createTokenFor(admin, ["read", "write", "admin"])).secret;
    const researcher = await researcherWithModel("status");
    ({ token, modelId } = researcher);
    jar = await signIn(researcher.user.email, researcher.user.password);
  });

  it("refuses a status change from a researcher's token and from an admin token without the admin scope", async () => {
    expect((await patch({ archived: true }, token)).status).toBe(403);
    const { secret } = await createTokenFor(admin, ["read", "write"]);
    expect((await patch({ archived: true }, secret)).status).toBe(403);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ archived: "yes" })).status).toBe(400);
    const b = await db.benchmark.findUniqueOrThrow({ where: { slug: SLUG }, select: { archivedAt: true } });
    expect(b.archivedAt).toBeNull();
  });

  it("archived: readable, marked, and refuses submissions by token and by the browser form, until unarchived", async () => {
    const res = await patch({ archived: true });
    expect(res.status).toBe(200);
    const status = (await jsonOf(res)) as { archivedAt: string | null; unpublishedAt: string | null };
    expect(status).toEqual({ slug: SLUG, archivedAt: expect.stringMatching(/^\d{4}-/), unpublishedAt: null });

    const page = await request(`/benchmarks/${SLUG}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("takes no new submissions");
    const api = (await jsonOf(await request(`/api/v1/benchmarks/${SLUG}`))) as { archivedAt: string };
    expect(api.archivedAt).toBe(status.archivedAt);

    const byToken = await submitScores(token, fields(), scores, "dev.jsonl");
    expect(byToken.status).toBe(409);
    const refusal = (await byToken.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe("CONFLICT");
    expect(refusal.error.message).toMatch(/archived on \d{4}-\d\d-\d\d: it takes no new submissions/);
    const byBrowser = await uploadAsBrowser(jar, fields(), predictionFile(scores));
    expect(byBrowser.status).toBe(409);
    expect(((await byBrowser.json()) as { error: { message: string } }).error.message).toContain("archived");
    expect(await db.submission.count({ where: { benchmark: { slug: SLUG } } })).toBe(0);

    expect((await patch({ archived: false })).status).toBe(200);
    const again = await submitScores(token, fields(), scores, "dev.jsonl");
    expect(again.status, await again.clone().text()).toBe(201);
  });

  it("unpublished: 404 for a visitor and for API clients (benchmark, claims, files, board, template), visible to admins", async () => {
    expect((await patch({ unpublished: true })).status).toBe(200);
    const open = [
      `/benchmarks/${SLUG}`,
      `/benchmarks/${SLUG}/claims`,
      `/leaderboards/${SLUG}`,
      `/api/v1/benchmarks/${SLUG}`,
      `/api/v1/benchmarks/${SLUG}/claims`,
      `/api/v1/leaderboards/${SLUG}`,
    ];
    // Downloads and templates need a signed-in user in any case; for them it is a 404 too.
    const paths = [
      ...open,
      `/api/v1/benchmarks/${SLUG}/files/claims.jsonl`,
      `/api/v1/benchmarks/${SLUG}/splits/${DEV.quarter}/template`,
    ];
    for (const path of open)
      expect(
        (await request(path, { headers: { "cache-control": "no-cache" } })).status,
        `visitor ${path}`,
      ).toBe(404);
    for (const path of paths) expect((await request(path, { token })).status, `token ${path}`).toBe(404);
    const list = (await jsonOf(await request("/api/v1/benchmarks", { token }))) as {
      benchmarks: { slug: string }[];
    };
    expect(list.benchmarks.map((b) => b.slug)).not.toContain(SLUG);
    const upload = await submitScores(token, fields(), scores, "dev.jsonl");
    expect(upload.status).toBe(404);

    const asAdmin = (await jsonOf(await request(`/api/v1/benchmarks/${SLUG}`, { token: adminToken }))) as {
      unpublishedAt: string | null;
    };
    expect(asAdmin.unpublishedAt).toMatch(/^\d{4}-/);

    expect((await patch({ unpublished: false })).status).toBe(200);
    for (const path of paths) expect((await request(path, { token })).status, `after ${path}`).not.toBe(404);
  });

  it("audits each change once, naming the admin; asking for the current state changes nothing", async () => {
    const before = await db.auditEvent.count({
      where: { action: { startsWith: "benchmark." }, detailJson: { contains: SLUG } },
    });
    expect((await patch({ archived: false, unpublished: false })).status).toBe(200);
    const events = await db.auditEvent.findMany({
      where: { action: { startsWith: "benchmark." }, detailJson: { contains: SLUG } },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true },
    });
    expect(events).toHaveLength(before);
    expect(events.map((e) => e.action)).toEqual([
      "benchmark.archive",
      "benchmark.unarchive",
      "benchmark.unpublish",
      "benchmark.republish",
    ]);
    expect(events.every((e) => e.actorId === admin.id)).toBe(true);
  });
});
