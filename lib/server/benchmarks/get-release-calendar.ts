import "server-only";
import { db } from "@/lib/db";
import { splitWhereFor, type BenchmarkStanding } from "./visibility";

/** One dated event of a benchmark's cycle, as the viewer may see it. `at`: ISO time. */
export type CalendarEvent = {
  at: string;
  kind: "release" | "scheduled-release" | "split-opens" | "split-retires" | "split-retired";
  text: string;
};

export type ReleaseCalendar = { upcoming: CalendarEvent[]; past: CalendarEvent[] };

/** The most past events shown: the newest. */
const PAST_LIMIT = 8;

/**
 * The benchmark's release calendar at `now` (docs/DOMAIN.md §7, "Release calendar"): published
 * releases, the next scheduled publication (its time only: what it holds stays private until
 * it is published), splits opening at the end of their embargo, and scheduled and past
 * retirements, of the splits the viewer may see (`splitWhereFor`: maintainers see embargoed
 * splits too). Upcoming events soonest first, past ones newest first.
 */
export async function getReleaseCalendar(
  benchmark: BenchmarkStanding,
  now = new Date(),
): Promise<ReleaseCalendar> {
  const [releases, scheduled, splits] = await Promise.all([
    db.release.findMany({
      where: { benchmarkId: benchmark.id, publishedAt: { not: null } },
      select: { version: true, publishedAt: true },
    }),
    db.release.findFirst({
      where: { benchmarkId: benchmark.id, publishedAt: null, publishAt: { not: null } },
      orderBy: { publishAt: "asc" },
      select: { version: true, publishAt: true },
    }),
    db.split.findMany({
      where: splitWhereFor(benchmark, now),
      select: {
        name: true,
        embargoUntil: true,
        retireAt: true,
        retiredAt: true,
        release: { select: { publishedAt: true } },
      },
    }),
  ]);
  const events: { at: Date; kind: CalendarEvent["kind"]; text: string }[] = [];
  for (const r of releases)
    if (r.publishedAt)
      events.push({ at: r.publishedAt, kind: "release", text: `Release ${r.version} published` });
  if (scheduled?.publishAt)
    events.push({
      at: scheduled.publishAt,
      kind: "scheduled-release",
      text: benchmark.canMaintain
        ? `Draft ${scheduled.version} is scheduled to publish`
        : "A new release is scheduled",
    });
  for (const s of splits) {
    const published = s.release.publishedAt;
    if (s.embargoUntil && (!published || s.embargoUntil > published))
      events.push({ at: s.embargoUntil, kind: "split-opens", text: `Split ${s.name}: embargo ends` });
    if (s.retiredAt)
      events.push({
        at: s.retiredAt,
        kind: "split-retired",
        text: `Split ${s.name} retired (labels public)`,
      });
    else if (s.retireAt)
      events.push({ at: s.retireAt, kind: "split-retires", text: `Split ${s.name} retires (labels public)` });
  }
  const toDto = (e: (typeof events)[number]): CalendarEvent => ({ ...e, at: e.at.toISOString() });
  const upcoming = events.filter((e) => e.at > now).sort((a, b) => a.at.getTime() - b.at.getTime());
  const past = events.filter((e) => e.at <= now).sort((a, b) => b.at.getTime() - a.at.getTime());
  return { upcoming: upcoming.map(toDto), past: past.slice(0, PAST_LIMIT).map(toDto) };
}
