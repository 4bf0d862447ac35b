// The contamination overview (/contamination/[slug]) goes through the page micro-cache like a
// leaderboard (scripts/serve.ts): a signed-out render is replayed to signed-out visitors and
// to signed-in visitors who see the page as they do. Its maintainers (the link to their
// tools, exact values on hidden splits) and the owner of a model that only they may see yet
// always get their own render, and their render is never replayed to anyone.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { seedLeaderboard } from "@/scripts/bench/leaderboard-seed";
import { request, signIn, type CookieJar } from "./support/http";
import { createUser } from "./support/users";

const SLUG = `contamination-cache-${Date.now()}`;
const PAGE = `/contamination/${SLUG}`;
const PRIVATE_MODEL = `private-probe-${Date.now()}`;
const MAINTAIN_LINK = "oracle evidence, τ and human labels";

type Page = { cache: string | null; html: string };

async function page(jar?: CookieJar, headers: Record<string, string> = {}): Promise<Page> {
  const res = await request(PAGE, { jar, headers });
  expect(res.status).toBe(200);
  return { cache: res.headers.get("x-page-cache"), html: await res.text() };
}

/** What every visitor who is neither a maintainer nor the private model's owner gets. */
function expectPublicRender(p: Page): void {
  expect(p.html).toContain("steady");
  expect(p.html).not.toContain(PRIVATE_MODEL);
  expect(p.html).not.toContain(MAINTAIN_LINK);
  expect(p.html).not.toContain(">Sign out<");
}

describe("contamination overview in the page micro-cache", () => {
  let maintainer: CookieJar, owner: CookieJar, researcher: CookieJar;

  beforeAll(async () => {
    const { modelIds } = await seedLeaderboard({
      slug: SLUG,
      quarters: ["2025Q1"],
      claimsPerSplit: 40,
      models: [{ name: "steady", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.3 }],
    });
    const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true } });
    const claims = await db.claim.findMany({ where: { benchmarkId: benchmark.id }, select: { id: true } });
    const o = await createUser("researcher", "contamination-owner");
    // A model with contamination scores but no public submission: only its owner sees it.
    const hidden = await db.modelEntry.create({
      data: {
        ownerId: o.id,
        name: PRIVATE_MODEL,
        organisation: "Probe Labs",
        declaredCutoff: new Date("2024-01-01T00:00:00Z"),
        cutoffSource: "test",
        regime: "closed_book",
      },
      select: { id: true },
    });
    for (const modelId of [modelIds.steady!, hidden.id])
      await db.contaminationScore.createMany({
        data: claims.map((c, i) => ({ modelId, claimId: c.id, metric: "meteor", score: i % 2 ? 0.9 : 0.1 })),
      });
    const m = await createUser("maintainer", "contamination-maint");
    await db.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: m.id } });
    const r = await createUser("researcher", "contamination-reader");
    maintainer = await signIn(m.email, m.password);
    owner = await signIn(o.email, o.password);
    researcher = await signIn(r.email, r.password);
  }, 120_000);

  it("replays a signed-out render to signed-out visitors and to a researcher", async () => {
    const first = await page();
    expect(first.cache).toBe("miss");
    expectPublicRender(first);
    const second = await page();
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html);
    const signedIn = await page(researcher);
    expect(signedIn.cache).toBe("hit");
    expect(signedIn.html).toBe(first.html);
  });

  it("renders the maintainer's and the private model owner's page for them, and never keeps it", async () => {
    const own = await page(maintainer);
    expect(own.cache).toBeNull();
    expect(own.html).toContain(MAINTAIN_LINK);
    expect(own.html).toContain(PRIVATE_MODEL);
    const owners = await page(owner);
    expect(owners.cache).toBeNull();
    expect(owners.html).toContain(PRIVATE_MODEL);
    expect(owners.html).not.toContain(MAINTAIN_LINK);
    // Neither render reached the cache: the next visitors still get the public page.
    expectPublicRender(await page());
    expectPublicRender(await page(researcher));
  });
});
