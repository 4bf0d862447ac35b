// The feed's events against an injected clock: a split's opening is its embargo's end, and
// appears only once that time has passed; a retirement only once it happened.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { listFeedEvents } from "@/lib/server/feeds/list-feed-events";
import { renderAtomFeed } from "@/lib/server/feeds/render-atom-feed";
import { verdictBundle, writeTestBundle } from "../fixtures/bundles/write-test-bundle";

const SYSTEM = { id: null, role: "admin" as const };
const PUBLISHED = new Date("2026-01-10T00:00:00.000Z");
const EMBARGO_END = new Date("2027-01-01T00:00:00.000Z");

async function importFeedFixture(slug: string, title: string) {
  const b = verdictBundle(); // 2025Q1 dev, 2025Q2 test embargoed until 2027-01-01
  Object.assign(b["benchmark.json"] as object, { slug, title });
  await importBundleFromPath(SYSTEM, await writeTestBundle(b), { publish: true });
  await db.release.updateMany({ where: { benchmark: { slug } }, data: { publishedAt: PUBLISHED } });
}

const summary = async (slug: string, now: Date) =>
  (await listFeedEvents(slug, now)).events.map((e) => `${e.at.toISOString()} ${e.kind} ${e.title}`);

describe("benchmark feed events", () => {
  it("opens an embargoed split at its embargo's end, once the clock has passed it", async () => {
    await importFeedFixture("feed-clock", "Feed clock");
    expect(await summary("feed-clock", new Date("2026-12-31T23:59:59.000Z"))).toEqual([
      "2026-01-10T00:00:00.000Z release.published Release r1 published",
      "2026-01-10T00:00:00.000Z split.opened Split 2025Q1 opened (dev, labels public)",
    ]);
    expect(await summary("feed-clock", EMBARGO_END)).toEqual([
      "2027-01-01T00:00:00.000Z split.opened Split 2025Q2 opened (test, labels hidden)",
      "2026-01-10T00:00:00.000Z release.published Release r1 published",
      "2026-01-10T00:00:00.000Z split.opened Split 2025Q1 opened (dev, labels public)",
    ]);
  });

  it("lists a retirement only once it happened, and keeps every entry's id", async () => {
    await importFeedFixture("feed-retire", "Feed retire");
    const retiredAt = new Date("2027-03-01T00:00:00.000Z");
    await db.split.updateMany({
      where: { benchmark: { slug: "feed-retire" }, name: "2025Q2" },
      data: { retiredAt },
    });
    const before = await listFeedEvents("feed-retire", new Date("2027-02-01T00:00:00.000Z"));
    const after = await listFeedEvents("feed-retire", new Date("2027-03-02T00:00:00.000Z"));
    expect(before.events.map((e) => e.kind)).not.toContain("split.retired");
    expect(after.events[0]).toMatchObject({ kind: "split.retired", at: retiredAt });
    expect(after.id).toBe(before.id);
    for (const e of before.events) expect(after.events.find((a) => a.title === e.title)?.id).toBe(e.id);
  });

  it("refuses a benchmark visitors cannot see as not found", async () => {
    await importFeedFixture("feed-gone", "Feed gone");
    await db.benchmark.update({ where: { slug: "feed-gone" }, data: { unpublishedAt: PUBLISHED } });
    await expect(listFeedEvents("feed-gone", EMBARGO_END)).rejects.toMatchObject({ status: 404 });
  });

  it("renders a control character as nothing, and absolute links on the base URL", async () => {
    await importFeedFixture("feed-text", "Bell \u0007 and <b>");
    const xml = renderAtomFeed(
      await listFeedEvents("feed-text", EMBARGO_END),
      "https://lc.example/app/",
      EMBARGO_END,
    );
    expect(xml).toContain('<title type="text">Bell  and &lt;b&gt;: releases and splits</title>');
    expect(xml).toContain('href="https://lc.example/benchmarks/feed-text/claims?quarter=2025Q2"');
    expect(xml).toContain("<updated>2027-01-01T00:00:00.000Z</updated>");
  });
});
