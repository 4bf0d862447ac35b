import { escapeXml } from "@/lib/badges/render-badge-svg";
import type { BenchmarkFeed } from "./list-feed-events";

/**
 * The Atom 1.0 document (RFC 4287) of a benchmark's feed; links absolute on `baseUrl` (the
 * public address). Every text and attribute is escaped, and characters XML 1.0 cannot carry
 * are dropped, so a title such as `<&>` stays text.
 */
export function renderAtomFeed(feed: BenchmarkFeed, baseUrl: string, now: Date): string {
  const url = (path: string) => new URL(path, baseUrl).toString();
  const page = url(`/benchmarks/${feed.slug}`);
  const updated = feed.events[0]?.at ?? now;
  const entries = feed.events.map((e) =>
    [
      "  <entry>",
      `    <id>${text(e.id)}</id>`,
      `    <title type="text">${text(e.title)}</title>`,
      `    <updated>${e.at.toISOString()}</updated>`,
      `    <published>${e.at.toISOString()}</published>`,
      `    <link rel="alternate" type="text/html" href="${text(url(e.path))}"/>`,
      `    <category term="${text(e.kind)}"/>`,
      `    <summary type="text">${text(e.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${text(feed.id)}</id>`,
    `  <title type="text">${text(`${feed.title}: releases and splits`)}</title>`,
    `  <subtitle type="text">${text(`New releases, split openings and retirements of ${feed.title} on LiveCheck.`)}</subtitle>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${text(url(`/benchmarks/${feed.slug}/feed.xml`))}"/>`,
    `  <link rel="alternate" type="text/html" href="${text(page)}"/>`,
    "  <author><name>LiveCheck</name></author>",
    "  <generator>LiveCheck</generator>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** Escaped for XML text and attribute values, without the characters XML 1.0 forbids. */
function text(value: string): string {
  return escapeXml(value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ""));
}
