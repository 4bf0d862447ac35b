// Gated benchmarks over HTTP: claims and files only with access; a browser that may not
// download gets an HTML page that says why and what to do, API clients keep JSON.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { requestAccess } from "@/lib/server/access/request-access";
import { importIntegrityBundle, claimIds } from "./support/benchmarks";
import { createTokenFor, createUser, type TestUser } from "./support/users";
import { CookieJar, jsonOf, request, signIn } from "./support/http";

const SLUG = `gated-${Date.now().toString(36)}`;
const NAVIGATE = {
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};
const FILE = `/api/v1/benchmarks/${SLUG}/files/claims.jsonl`;
// Through node:http (`from`): fetch would overwrite Sec-Fetch-Mode with "cors".
const BROWSER = { headers: NAVIGATE, from: "127.0.0.1" };

let maintainer: TestUser;
let stranger: TestUser;
let strangerJar: CookieJar;

beforeAll(async () => {
  await importIntegrityBundle(SLUG, [{ quarter: "2025Q1", ids: claimIds("g", 5), goldOffset: 0 }]);
  maintainer = await createUser("maintainer", "gate-m");
  stranger = await createUser("researcher", "gate-s");
  const b = await db.benchmark.update({
    where: { slug: SLUG },
    data: { accessMode: "manual", contactEmail: "gate-team@example.org" },
    select: { id: true },
  });
  await db.benchmarkMaintainer.create({ data: { benchmarkId: b.id, userId: maintainer.id } });
  strangerJar = await signIn(stranger.email, stranger.password);
});

describe("gated benchmark over HTTP", () => {
  it("shows the overview to visitors but not the claims", async () => {
    const overview = await request(`/api/v1/benchmarks/${SLUG}`);
    expect(overview.status).toBe(200);
    const visitor = await request(`/api/v1/benchmarks/${SLUG}/claims`);
    expect(visitor.status).toBe(401);
    expect(JSON.stringify(await jsonOf(visitor))).toContain(`/benchmarks/${SLUG}/access`);
    const noAccess = await request(`/api/v1/benchmarks/${SLUG}/claims`, { jar: strangerJar });
    expect(noAccess.status).toBe(403);
    expect(await noAccess.text()).not.toContain("harbour");
    const page = await request(`/benchmarks/${SLUG}/claims`, { jar: strangerJar });
    const html = await page.text();
    expect(html).toContain("You need access to see the data");
    expect(html).not.toContain("harbour");
    const m = await request(`/api/v1/benchmarks/${SLUG}/claims`, {
      jar: await signIn(maintainer.email, maintainer.password),
    });
    expect(((await jsonOf(m)) as { total: number }).total).toBe(5);
  });

  it("tells a signed-out browser to sign in, and an API client in JSON", async () => {
    const browser = await request(FILE, BROWSER);
    expect(browser.status).toBe(401);
    expect(browser.headers.get("content-type")).toContain("text/html");
    const html = await browser.text();
    expect(html).toContain("Sign in to download");
    // Signing in comes back to the benchmark's files, naming the file to download.
    expect(html).toContain(
      `/signin?callbackUrl=${encodeURIComponent(`/benchmarks/${SLUG}/access?download=claims.jsonl`)}`,
    );
    const api = await request(FILE, { headers: { accept: "*/*" } });
    expect(api.status).toBe(401);
    expect(await jsonOf(api)).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });

  it("tells a browser without access to request it, then to wait for approval, then the revocation and whom to write to", async () => {
    const user = await createUser("researcher", "gate-b");
    const jar = await signIn(user.email, user.password);
    const none = await request(FILE, { jar, ...BROWSER });
    expect(none.status).toBe(403);
    expect(await none.text()).toMatch(/You have no access to .* yet[\s\S]*Request access/);
    const { id } = await requestAccess(user, SLUG, { answers: {} });
    const pending = await (await request(FILE, { jar, ...BROWSER })).text();
    expect(pending).toContain("Your access request is waiting for approval");
    await db.accessRequest.update({
      where: { id },
      data: { status: "revoked", reason: "shared the files", decidedAt: new Date() },
    });
    const revoked = await (await request(FILE, { jar, ...BROWSER })).text();
    expect(revoked).toContain("Reason: shared the files");
    expect(revoked).toContain("gate-team@example.org");
    const { secret } = await createTokenFor(user, ["read"]);
    // The same refusal, whichever the answer's form.
    expect((await request(FILE, { token: secret, ...BROWSER })).status).toBe(403);
    const plain = await request(FILE, { token: secret });
    expect(await jsonOf(plain)).toMatchObject({ error: { code: "FORBIDDEN" } });
  });

  it("explains a broken download link in the browser, and keeps JSON for scripts", async () => {
    const file = await db.releaseFile.findFirstOrThrow({
      where: { name: "claims.jsonl", release: { benchmark: { slug: SLUG } } },
      select: { id: true },
    });
    const res = await request(`/api/v1/downloads/${file.id}?u=${maintainer.id}&exp=1000&sig=x`, BROWSER);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("This download link is not valid");
    const api = await request(`/api/v1/downloads/${file.id}?u=${maintainer.id}&exp=1000&sig=x`);
    expect(await jsonOf(api)).toMatchObject({ error: { message: "invalid download link" } });
  });
});
