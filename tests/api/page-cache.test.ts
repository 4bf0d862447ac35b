// The page micro-cache of the served app (scripts/serve.ts, lib/page-cache/page-cache.ts): a
// signed-out visitor gets a replay within PAGE_CACHE_MS (2 s here), and so does a signed-in
// researcher on a leaderboard (lib/page-cache/shared-render.ts; maintainers: shared-render.test.ts);
// a new score reaches both once the replay expires. The compare page is replayed to
// signed-out visitors only: a signed-in visitor's render is never kept nor served a replay.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeFreshSubmission } from "@/scripts/bench/leaderboard-fresh";
import { seedLeaderboard } from "@/scripts/bench/leaderboard-seed";
import { request, signIn } from "./support/http";
import { createUser } from "./support/users";

const SLUG = `page-cache-${Date.now()}`;
const PAGE = `/leaderboards/${SLUG}`;
let modelIds: Record<string, string> = {};

async function page(headers: Record<string, string> = {}): Promise<{ cache: string | null; html: string }> {
  const res = await request(PAGE, { headers });
  expect(res.status).toBe(200);
  return { cache: res.headers.get("x-page-cache"), html: await res.text() };
}

describe("page micro-cache", () => {
  beforeAll(async () => {
    ({ modelIds } = await seedLeaderboard({
      slug: SLUG,
      quarters: ["2025Q1"],
      claimsPerSplit: 40,
      models: [
        { name: "steady", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.3 },
        { name: "other", cutoff: "2024-03-31", preNoise: 0.25, postNoise: 0.35 },
      ],
    }));
  }, 120_000);

  it("replays a signed-out visitor's page, to a signed-in researcher too, and renders a hard reload", async () => {
    const first = await page();
    expect(first.cache).toBe("miss");
    expect(first.html).toContain("steady");
    const second = await page();
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html);

    const user = await createUser("researcher", "page-cache");
    const jar = await signIn(user.email, user.password);
    const again = await page();
    const signedIn = await request(PAGE, { jar });
    // The signed-out render itself: the researcher's own links are filled in by the browser.
    expect(signedIn.headers.get("x-page-cache")).toBe("hit");
    expect(await signedIn.text()).toBe(again.html);
    expect(first.html).not.toContain(">Sign out<");
    // A hard reload renders too.
    expect((await page({ "cache-control": "no-cache" })).cache).toBeNull();
  });

  it("shows a new score to signed-out and signed-in visitors within seconds", async () => {
    await page();
    const fresh = await storeFreshSubmission(db, SLUG, "2025Q1");
    const user = await createUser("researcher", "page-cache");
    const jar = await signIn(user.email, user.password);
    const deadline = Date.now() + 10_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      seen =
        (await page()).html.includes(fresh) && (await (await request(PAGE, { jar })).text()).includes(fresh);
      if (!seen) await new Promise((r) => setTimeout(r, 250));
    }
    expect(seen).toBe(true);
  });

  it("replays the compare page to signed-out visitors only", async () => {
    const path = `/compare?benchmark=${SLUG}&a=${modelIds.steady}&b=${modelIds.other}`;
    const first = await request(path);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const html = await first.text();
    expect(html).toContain("Pooled over");
    const second = await request(path);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(html);
    // Another query is another page.
    expect((await request(`${path}&metric=mae`)).headers.get("x-page-cache")).toBe("miss");

    const user = await createUser("researcher", "page-cache");
    const jar = await signIn(user.email, user.password);
    const signedIn = await request(path, { jar });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(await signedIn.text()).toContain(">Sign out<");
  });
});
