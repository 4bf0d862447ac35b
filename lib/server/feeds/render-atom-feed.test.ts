import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { renderAtomFeed } from "./render-atom-feed";

const AT = new Date("2026-05-06T07:08:09.000Z");
const feed = (title: string) => ({
  id: "urn:uuid:00000000-0000-5000-8000-000000000000",
  slug: "b",
  title,
  events: [
    {
      id: "urn:uuid:00000000-0000-5000-8000-000000000001",
      kind: "split.opened" as const,
      title: `Split 2026Q1 opened`,
      summary: `Of ${title}`,
      at: AT,
      path: "/benchmarks/b/claims?quarter=2026Q1&x=<'>",
    },
  ],
});

describe("renderAtomFeed", () => {
  it("escapes markup and quotes, and drops characters XML 1.0 cannot carry", () => {
    const xml = renderAtomFeed(feed(`A <&> "B" 'C' \u0000\u0007\uD800\uFFFE end`), "https://x.example", AT);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(xml) as {
      feed: {
        title: { "#text": string };
        entry: { summary: { "#text": string }; link: { "@_href": string } };
      };
    };
    expect(parsed.feed.title["#text"]).toBe(`A <&> "B" 'C'  end: releases and splits`);
    expect(parsed.feed.entry.summary["#text"]).toBe(`Of A <&> "B" 'C'  end`);
    expect(parsed.feed.entry.link["@_href"]).toBe(
      "https://x.example/benchmarks/b/claims?quarter=2026Q1&x=%3C%27%3E",
    );
  });

  it("dates a feed without entries by the clock it is given", () => {
    const xml = renderAtomFeed({ ...feed("T"), events: [] }, "https://x.example", AT);
    expect(xml).toContain("<updated>2026-05-06T07:08:09.000Z</updated>");
    expect(xml).not.toContain("<entry>");
  });
});
