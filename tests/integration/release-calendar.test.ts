// The benchmark page's release calendar (issue 24): past releases, the next scheduled
// publication (its time, never its content), embargo ends and retirement dates, each as the
// viewer may see them.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { getReleaseCalendar } from "@/lib/server/benchmarks/get-release-calendar";
import { scheduleReleasePublication } from "@/lib/server/schedule/schedule-release-publication";
import { updateSplit } from "@/lib/server/splits/update-split";
import { newPublished, removeScheduledJobs, scheduleBundle } from "../support/schedule-fixture";

afterEach(removeScheduledJobs);

describe(`release calendar on ${env.DATABASE_URL.split(":")[0]}`, () => {
  it("shows visitors the scheduled time and dates of public splits; maintainers the embargo too", async () => {
    const DAY = 86_400_000;
    const { maintainer, slug } = await newPublished();
    const now = new Date(); // publishing stamps the real time, so the calendar's "now" follows it
    const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    const embargoEnds = new Date(Math.floor(now.getTime() / DAY) * DAY + 30 * DAY);
    await db.split.updateMany({
      where: { benchmarkId: benchmark.id, name: "2025Q2" },
      data: { embargoUntil: embargoEnds },
    });
    // A second upload is a draft r2; schedule it and the test split's retirement.
    await importBundleFromPath(maintainer, await scheduleBundle(slug, "A corrected claim."));
    const publishAt = new Date(now.getTime() + 7 * DAY);
    await scheduleReleasePublication(maintainer, slug, "r2", { at: publishAt.toISOString() }, now);
    const retireAt = new Date(now.getTime() + 90 * DAY);
    await updateSplit(maintainer, slug, "2025Q2", { retireAt: retireAt.toISOString() }, now);

    const visitor = await getReleaseCalendar({ id: benchmark.id, canMaintain: false }, now);
    expect(visitor.past.map((e) => e.text)).toEqual(["Release r1 published"]);
    expect(visitor.upcoming).toEqual([
      { at: publishAt.toISOString(), kind: "scheduled-release", text: "A new release is scheduled" },
    ]);
    expect(JSON.stringify(visitor)).not.toContain("r2");

    const own = await getReleaseCalendar({ id: benchmark.id, canMaintain: true }, now);
    expect(own.upcoming).toEqual([
      { at: publishAt.toISOString(), kind: "scheduled-release", text: "Draft r2 is scheduled to publish" },
      { at: embargoEnds.toISOString(), kind: "split-opens", text: "Split 2025Q2: embargo ends" },
      { at: retireAt.toISOString(), kind: "split-retires", text: "Split 2025Q2 retires (labels public)" },
    ]);

    // Once the embargo has passed, visitors see the split's dates as well.
    const later = new Date(now.getTime() + 40 * DAY);
    const after = await getReleaseCalendar({ id: benchmark.id, canMaintain: false }, later);
    expect(after.past.map((e) => e.kind)).toEqual(["split-opens", "scheduled-release", "release"]);
    expect(after.upcoming.map((e) => e.kind)).toEqual(["split-retires"]);
  });
});
