import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { splitWhereFor } from "@/lib/server/benchmarks/visibility";

/** The most entries a feed carries: the newest ones. */
const FEED_ENTRY_LIMIT = 50;

type FeedEvent = {
  /** A name-based UUID (RFC 4122 version 5) of the row the event is about: never changes. */
  id: string;
  kind: "release.published" | "split.opened" | "split.retired";
  title: string;
  summary: string;
  /** When it happened. */
  at: Date;
  /** The app page it links to, a path (the renderer makes it absolute). */
  path: string;
};

export type BenchmarkFeed = { id: string; slug: string; title: string; events: FeedEvent[] };

/** At one instant the release comes first: its splits open because it was published. */
const KIND_ORDER: Record<FeedEvent["kind"], number> = {
  "release.published": 0,
  "split.opened": 1,
  "split.retired": 2,
};

/**
 * A benchmark's releases and split events as a signed-out visitor sees them at `now`
 * (docs/DOMAIN.md §7, "Benchmark feed"), newest first, at most FEED_ENTRY_LIMIT. A benchmark a
 * visitor may not see is a 404, whoever asks: feed readers carry no session. Events carry
 * names, kinds and dates only, never a claim, a label or a number of a hidden split.
 */
export async function listFeedEvents(slug: string, now: Date): Promise<BenchmarkFeed> {
  const benchmark = await findVisibleBenchmark(null, slug);
  const releases = await db.release.findMany({
    where: { benchmarkId: benchmark.id, publishedAt: { not: null, lte: now } },
    select: { id: true, version: true, publishedAt: true },
  });
  const splits = await db.split.findMany({
    where: splitWhereFor({ id: benchmark.id, canMaintain: false }, now),
    select: {
      id: true,
      name: true,
      kind: true,
      embargoUntil: true,
      retiredAt: true,
      release: { select: { publishedAt: true, version: true } },
    },
  });
  const base = `/benchmarks/${benchmark.slug}`;
  const events: FeedEvent[] = releases.flatMap((r) =>
    r.publishedAt
      ? [
          {
            id: eventId(benchmark.id, "release.published", r.id),
            kind: "release.published" as const,
            title: `Release ${r.version} published`,
            summary: `Release ${r.version} of ${benchmark.title} was published.`,
            at: r.publishedAt,
            path: base,
          },
        ]
      : [],
  );
  for (const s of splits) {
    const published = s.release.publishedAt;
    if (!published) continue;
    const claims = `${base}/claims?quarter=${encodeURIComponent(s.name)}`;
    const opened = s.embargoUntil && s.embargoUntil > published ? s.embargoUntil : published;
    const labels = s.kind === "dev" ? "labels public" : "labels hidden";
    events.push({
      id: eventId(benchmark.id, "split.opened", s.id),
      kind: "split.opened",
      title: `Split ${s.name} opened (${s.kind}, ${labels})`,
      summary: `The ${s.kind} split ${s.name} of ${benchmark.title} (release ${s.release.version}) is open for submissions.`,
      at: opened,
      path: claims,
    });
    if (s.retiredAt && s.retiredAt <= now)
      events.push({
        id: eventId(benchmark.id, "split.retired", s.id),
        kind: "split.retired",
        title: `Split ${s.name} retired (labels public)`,
        summary: `The test split ${s.name} of ${benchmark.title} was retired: its labels and exact scores are public.`,
        at: s.retiredAt,
        path: claims,
      });
  }
  events.sort(
    (a, b) =>
      b.at.getTime() - a.at.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.id < b.id ? -1 : 1),
  );
  return {
    id: eventId(benchmark.id, "feed", benchmark.id),
    slug: benchmark.slug,
    title: benchmark.title,
    events: events.slice(0, FEED_ENTRY_LIMIT),
  };
}

/** LiveCheck's namespace for feed ids (a random UUID fixed once; changing it renames every entry). */
const NAMESPACE = Buffer.from("6f1d2c3a9b8e4f70a1c25d3e4b6f7a81", "hex");

/** `urn:uuid:` of a version-5 UUID of (benchmark, kind, row id), so an entry keeps its id forever. */
function eventId(benchmarkId: string, kind: string, rowId: string): string {
  const hash = createHash("sha1").update(NAMESPACE).update(`${benchmarkId}/${kind}/${rowId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
