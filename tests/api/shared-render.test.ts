// A leaderboard page is rendered once and replayed to signed-out visitors and to signed-in
// visitors who see it as they do (lib/page-cache/shared-render.ts). A render for a maintainer of
// the benchmark (exact values on hidden splits) or an admin must never be replayed to anyone,
// and a replay must never reach them. The benchmark's only split is a hidden test split, so
// a maintainer's page lacks the release note every other visitor's page carries.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { seedLeaderboard } from "@/scripts/bench/leaderboard-seed";
import { jsonOf, request, signIn, type CookieJar } from "./support/http";
import { createUser } from "./support/users";

const SLUG = `shared-render-${Date.now()}`;
const PAGE = `/leaderboards/${SLUG}`;
const DISCLOSURE_NOTE = 'data-testid="disclosure-note"';

type Page = { cache: string | null; html: string };

async function page(jar?: CookieJar, headers: Record<string, string> = {}): Promise<Page> {
  const res = await request(PAGE, { jar, headers });
  expect(res.status).toBe(200);
  return { cache: res.headers.get("x-page-cache"), html: await res.text() };
}

/** What every non-maintainer gets: the release note, no session links, nobody's name. */
function expectPublicRender(p: Page, ...names: string[]): void {
  expect(p.html).toContain(DISCLOSURE_NOTE);
  expect(p.html).not.toContain(">Sign out<");
  expect(p.html).not.toContain(">Maintain<");
  for (const name of names) expect(p.html).not.toContain(name);
}

/** A maintainer's or admin's own render: exact values (no release note), their own links, never from the cache. */
function expectPersonalRender(p: Page): void {
  expect(p.cache).toBeNull();
  expect(p.html).not.toContain(DISCLOSURE_NOTE);
  expect(p.html).toContain(">Sign out<");
}

describe("leaderboard renders shared with signed-in visitors", () => {
  let maintainer: CookieJar, admin: CookieJar, researcher: CookieJar, otherMaintainer: CookieJar;
  const names: string[] = [];

  beforeAll(async () => {
    await seedLeaderboard({
      slug: SLUG,
      quarters: ["2025Q1"],
      claimsPerSplit: 40,
      models: [{ name: "steady", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.3 }],
    });
    const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true } });
    const m = await createUser("maintainer", "shared-maint");
    await db.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: m.id } });
    const a = await createUser("admin", "shared-admin");
    const r = await createUser("researcher", "shared-research");
    const o = await createUser("maintainer", "shared-other");
    names.push(m.name, m.email, a.email, r.name, r.email, o.email);
    maintainer = await signIn(m.email, m.password);
    admin = await signIn(a.email, a.password);
    researcher = await signIn(r.email, r.password);
    otherMaintainer = await signIn(o.email, o.password);
  }, 120_000);

  it("a maintainer's render is never kept: the visitor and the researcher after them get the public page", async () => {
    expectPersonalRender(await page(maintainer));
    expectPersonalRender(await page(admin));
    const visitor = await page();
    expectPublicRender(visitor, ...names);
    const signedIn = await page(researcher);
    expectPublicRender(signedIn, ...names);
    // The researcher got the visitor's render itself, replayed.
    expect(signedIn.cache).toBe("hit");
    expect(signedIn.html).toBe(visitor.html);
  });

  it("a replay never reaches a maintainer or an admin, even when they ask for the shared render", async () => {
    const visitor = await page();
    expectPublicRender(visitor, ...names);
    for (const jar of [maintainer, admin]) {
      const own = await page(jar);
      expectPersonalRender(own);
      // A client cannot switch on the shared render: serve.ts drops the header.
      expectPersonalRender(await page(jar, { "x-livecheck-shared-render": "1" }));
      expect(own.html).not.toBe(visitor.html);
    }
  });

  it("a maintainer of another benchmark and a researcher share the public render; a hard reload renders it afresh", async () => {
    const first = await page(otherMaintainer);
    expectPublicRender(first, ...names);
    const second = await page(researcher);
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html);
    const reload = await page(researcher, { "cache-control": "no-cache" });
    expect(reload.cache).toBeNull();
    expectPublicRender(reload, ...names);
    // A contamination-controlled board counts the visitor's own private models: never shared.
    const controlled = await request(`${PAGE}?controlled=1`, { jar: researcher });
    expect(controlled.headers.get("x-page-cache")).toBeNull();
    expect(await controlled.text()).toContain(">Sign out<");
  });

  it("the header's own links come from /api/v1/me/nav, privately", async () => {
    const mine = await request("/api/v1/me/nav", { jar: maintainer });
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect(await jsonOf(mine)).toEqual({
      user: { name: names[0], role: "maintainer", unread: expect.any(Number) as number },
    });
    expect(await jsonOf(await request("/api/v1/me/nav"))).toEqual({ user: null });
  });
});
