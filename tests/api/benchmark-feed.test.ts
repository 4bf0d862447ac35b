// The benchmark's Atom feed (/benchmarks/{slug}/feed.xml): parsed with a real XML parser,
// checked against RFC 4287's required elements, and read as a visitor whoever asks.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { verdictBundle, writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { BASE_URL, signIn, type CookieJar } from "./support/http";
import { createUser } from "./support/users";

const SYSTEM = { id: null, role: "admin" as const };
const stamp = Date.now();
const slug = `feed-${stamp}`;
const title = `Feed <&> "quoted" ${stamp}`;
// Set on the rows after the import, so the order does not depend on when the test runs.
const PUBLISHED_AT = new Date("2026-01-02T03:04:05.000Z");
const RETIRED_AT = new Date("2026-02-03T04:05:06.000Z");

type Link = { "@_rel"?: string; "@_type"?: string; "@_href": string };
type Text = string | { "#text": string; "@_type"?: string };
type Entry = {
  id: string;
  title: Text;
  updated: string;
  published: string;
  link: Link[];
  summary: Text;
  category: { "@_term": string }[];
};
type Feed = {
  "@_xmlns": string;
  id: string;
  title: Text;
  updated: string;
  link: Link[];
  author: { name: string }[];
  entry?: Entry[];
};

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["entry", "link", "author", "category"].includes(name),
});
const textOf = (t: Text) => (typeof t === "string" ? t : t["#text"]);

/** A bundle (verdict fixture) titled `name`: dev 2025Q1, test 2025Q2 embargoed until 2999, test 2025Q3 open. */
async function bundle(bundleSlug: string, name: string) {
  const b = verdictBundle();
  Object.assign(b["benchmark.json"] as object, { slug: bundleSlug, title: name });
  (b["claims.jsonl"] as object[]).push({ claim_id: "c4", text: "Claim four.", claim_date: "2025-07-02" });
  (b["labels.jsonl"] as object[]).push({
    claim_id: "c4",
    label: "Fake",
    labels_by_slice: { "-3": "Fake", "0": "Fake", "3": "Fake" },
  });
  b["splits.json"] = {
    dev: ["2025Q1"],
    test: ["2025Q2", "2025Q3"],
    embargo: { split: "2025Q2", until: "2999-01-01" },
  };
  return writeTestBundle(b);
}

async function getFeed(path: string, jar?: CookieJar) {
  return fetch(`${BASE_URL}${path}`, { headers: jar ? { cookie: jar.header() } : {} });
}

describe("benchmark Atom feed", () => {
  let admin: CookieJar;
  let xml = "";

  beforeAll(async () => {
    await importBundleFromPath(SYSTEM, await bundle(slug, title), { publish: true });
    await db.release.updateMany({ where: { benchmark: { slug } }, data: { publishedAt: PUBLISHED_AT } });
    await db.split.updateMany({
      where: { benchmark: { slug }, name: "2025Q3" },
      data: { retiredAt: RETIRED_AT },
    });
    const u = await createUser("admin", "feed-admin");
    admin = await signIn(u.email, u.password);
    const res = await getFeed(`/benchmarks/${slug}/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    xml = await res.text();
  }, 120_000);

  it("is well-formed XML with every element RFC 4287 requires", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = (parser.parse(xml) as { feed: Feed }).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(textOf(feed.title)).toBe(`${title}: releases and splits`);
    expect(feed.author[0]?.name).toBe("LiveCheck");
    const self = feed.link.find((l) => l["@_rel"] === "self");
    const alternate = feed.link.find((l) => l["@_rel"] === "alternate");
    expect(self?.["@_type"]).toBe("application/atom+xml");
    expect(new URL(self!["@_href"]).pathname).toBe(`/benchmarks/${slug}/feed.xml`);
    expect(new URL(alternate!["@_href"]).pathname).toBe(`/benchmarks/${slug}`);
    const entries = feed.entry ?? [];
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(e.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(new Date(e.updated).toISOString()).toBe(e.updated);
      expect(textOf(e.title).length).toBeGreaterThan(0);
      expect(textOf(e.summary).length).toBeGreaterThan(0);
      expect(new URL(e.link[0]!["@_href"]).protocol).toMatch(/^https?:$/);
    }
    // Newest first; the feed's updated is its newest entry's.
    const times = entries.map((e) => Date.parse(e.updated));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(feed.updated).toBe(entries[0]?.updated);
  });

  it("lists the release, the visible splits' openings and the retirement, not the embargoed split", () => {
    const entries = (parser.parse(xml) as { feed: Feed }).feed.entry ?? [];
    const kinds = entries.map((e) => `${e.category[0]?.["@_term"]} ${textOf(e.title)}`).sort();
    expect(kinds).toEqual([
      "release.published Release r1 published",
      "split.opened Split 2025Q1 opened (dev, labels public)",
      "split.opened Split 2025Q3 opened (test, labels hidden)",
      "split.retired Split 2025Q3 retired (labels public)",
    ]);
    expect(entries.map((e) => e.updated)).toEqual(
      [RETIRED_AT, PUBLISHED_AT, PUBLISHED_AT, PUBLISHED_AT].map((d) => d.toISOString()),
    );
    const retired = entries.find((e) => e.category[0]?.["@_term"] === "split.retired")!;
    expect(new URL(retired.link[0]!["@_href"]).search).toBe("?quarter=2025Q3");
    expect(xml).not.toContain("2025Q2");
  });

  it("escapes the title and carries no claim, label or number of a hidden split", () => {
    expect(xml).toContain("Feed &lt;&amp;&gt; &quot;quoted&quot;");
    expect(xml).not.toContain("<&>");
    // Ids are hex, so a claim id such as c4 may occur inside one by chance: look past them.
    const withoutIds = xml.replace(/urn:uuid:[0-9a-f-]{36}/g, "");
    for (const secret of ["Claim four", "Claim three", "c4", "c3", "Real", "Fake", "Ambiguous"])
      expect(withoutIds).not.toContain(secret);
    // Every text is a name, a version, a kind or a date: strip those and no digit is left.
    const texts = withoutIds
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "")
      .replace(
        /\b20\d\dQ[1-4]\b|\br1\b|xml version="1\.0" encoding="utf-8"|2005\/Atom|https?:\/\/[^"<]+/g,
        "",
      )
      .replaceAll(String(stamp), "");
    expect(texts).not.toMatch(/\d/);
  });

  it("answers what a visitor sees whoever asks: an admin gets the same document", async () => {
    const res = await getFeed(`/benchmarks/${slug}/feed.xml`, admin);
    expect(await res.text()).toBe(xml);
  });

  it("is a 404 for an unknown, a draft-only or an unpublished benchmark, also to an admin", async () => {
    const draft = `feed-draft-${stamp}`;
    const hidden = `feed-hidden-${stamp}`;
    await importBundleFromPath(SYSTEM, await bundle(draft, "Draft feed"), { publish: false });
    await importBundleFromPath(SYSTEM, await bundle(hidden, "Hidden feed"), { publish: true });
    await db.benchmark.update({ where: { slug: hidden }, data: { unpublishedAt: new Date() } });
    for (const s of [`feed-none-${stamp}`, draft, hidden]) {
      expect((await getFeed(`/benchmarks/${s}/feed.xml`)).status).toBe(404);
      expect((await getFeed(`/benchmarks/${s}/feed.xml`, admin)).status).toBe(404);
    }
  });

  it("the benchmark page links the feed in its head and its body", async () => {
    const html = await (await getFeed(`/benchmarks/${slug}`)).text();
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/atom+xml"[^>]*href="[^"]*/benchmarks/${slug}/feed.xml"`.replace(
          "+",
          "\\+",
        ),
      ),
    );
    expect(html).toMatch(new RegExp(`<a[^>]*href="/benchmarks/${slug}/feed.xml"[^>]*>Feed`));
  });
});
