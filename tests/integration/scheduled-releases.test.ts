// Scheduled publication of draft releases and scheduled retirement of test splits (issue 24):
// a queued job at the chosen time calls the button's own function, once; a later schedule
// replaces an earlier one, a past time acts at once, and only the benchmark's maintainers may.
// Time is injected: the jobs are claimed at a clock the test sets.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { scheduleReleasePublication } from "@/lib/server/schedule/schedule-release-publication";
import { cancelReleaseSchedule } from "@/lib/server/schedule/cancel-release-schedule";
import { publishReleaseHandler } from "@/lib/server/schedule/publish-release-job";
import { retireSplitHandler } from "@/lib/server/schedule/retire-split-job";
import { updateSplit } from "@/lib/server/splits/update-split";
import { newUser } from "../support/access-fixtures";
import {
  newDraft,
  newPublished,
  removeScheduledJobs,
  runDueScheduledJobs,
  scheduledJobsOf,
} from "../support/schedule-fixture";

const HOUR = 3_600_000;
const T0 = new Date(Date.now() + 30 * 24 * HOUR); // the test's "now", later than any real job
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

const draftOf = (slug: string) =>
  db.release.findFirstOrThrow({
    where: { benchmark: { slug }, version: "r1" },
    select: { id: true, publishAt: true, publishedAt: true },
  });
const auditOf = (action: string, targetId: string) =>
  db.auditEvent.findMany({ where: { action, targetId }, select: { detailJson: true, actorId: true } });
/** What a scheduled job's run would be handed; `run` ignores the rest of the context. */
const contextOf = (payload: object) => ({ payload }) as Parameters<typeof publishReleaseHandler.run>[0];

afterEach(removeScheduledJobs);

describe(`scheduled publication on ${env.DATABASE_URL.split(":")[0]}`, () => {
  it("publishes a draft when its time comes, with the button's function, once", async () => {
    const { maintainer, slug } = await newDraft();
    const answer = await scheduleReleasePublication(maintainer, slug, "r1", { at: at(2).toISOString() }, T0);
    expect(answer).toMatchObject({ status: "scheduled", publishAt: at(2).toISOString(), replaced: null });
    const draft = await draftOf(slug);
    expect(draft.publishAt).toEqual(at(2));
    expect(await scheduledJobsOf(draft.id)).toEqual([
      expect.objectContaining({ status: "queued", runAt: at(2) }),
    ]);
    expect(await auditOf("release.schedule", draft.id)).toHaveLength(1);

    expect(await runDueScheduledJobs(at(1))).toBe(0);
    expect((await draftOf(slug)).publishedAt).toBeNull();
    await expect(getBenchmark(null, slug)).rejects.toMatchObject({ status: 404 });

    expect(await runDueScheduledJobs(at(2))).toBe(1);
    const published = await draftOf(slug);
    expect(published.publishedAt).not.toBeNull();
    expect(published.publishAt).toBeNull();
    expect((await getBenchmark(null, slug)).releases.map((r) => r.version)).toEqual(["r1"]);
    const publishes = await db.auditEvent.findMany({
      where: { action: "bundle.publish", actorId: maintainer.id },
    });
    expect(publishes).toHaveLength(1);

    // A second run of the same job (a takeover after a lost lease) publishes nothing more.
    const payload = { targetId: draft.id, at: at(2).toISOString(), actorId: maintainer.id };
    await publishReleaseHandler.run(contextOf(payload));
    expect(await db.auditEvent.count({ where: { action: "bundle.publish", actorId: maintainer.id } })).toBe(
      1,
    );
    expect(await db.claim.count({ where: { benchmark: { slug } } })).toBe(3);
    // And the button after it finds nothing to publish.
    await expect(publishDraftRelease(maintainer, slug, "r1")).rejects.toMatchObject({ status: 404 });
  });

  it("replaces an earlier schedule with a later request, audited, and cancels it", async () => {
    const { maintainer, slug } = await newDraft();
    await scheduleReleasePublication(maintainer, slug, "r1", { at: at(5).toISOString() }, T0);
    const answer = await scheduleReleasePublication(maintainer, slug, "r1", { at: at(9).toISOString() }, T0);
    expect(answer).toMatchObject({ status: "scheduled", replaced: at(5).toISOString() });
    expect(answer.message).toContain("instead of");
    const draft = await draftOf(slug);
    expect((await scheduledJobsOf(draft.id)).map((j) => j.status)).toEqual(["cancelled", "queued"]);
    const audits = (await auditOf("release.schedule", draft.id)).map((a) => JSON.parse(a.detailJson));
    expect(audits).toContainEqual(
      expect.objectContaining({ publishAt: at(9).toISOString(), replaced: at(5).toISOString() }),
    );

    // At the old time nothing happens, even for a run of the old job that was already claimed.
    expect(await runDueScheduledJobs(at(5))).toBe(0);
    await publishReleaseHandler.run(
      contextOf({ targetId: draft.id, at: at(5).toISOString(), actorId: maintainer.id }),
    );
    expect((await draftOf(slug)).publishedAt).toBeNull();
    expect(await runDueScheduledJobs(at(9))).toBe(1);
    expect((await draftOf(slug)).publishedAt).not.toBeNull();
  });

  it("cancels a schedule, and a second cancel is a 409", async () => {
    const { maintainer, slug } = await newDraft();
    await scheduleReleasePublication(maintainer, slug, "r1", { at: at(3).toISOString() }, T0);
    const answer = await cancelReleaseSchedule(maintainer, slug, "r1", T0);
    expect(answer).toMatchObject({ status: "cancelled", publishAt: null, replaced: at(3).toISOString() });
    const draft = await draftOf(slug);
    expect(draft.publishAt).toBeNull();
    expect((await scheduledJobsOf(draft.id)).map((j) => j.status)).toEqual(["cancelled"]);
    expect(await auditOf("release.unschedule", draft.id)).toHaveLength(1);
    await expect(cancelReleaseSchedule(maintainer, slug, "r1", T0)).rejects.toMatchObject({ status: 409 });
    expect(await runDueScheduledJobs(at(4))).toBe(0);
    expect((await draftOf(slug)).publishedAt).toBeNull();
  });

  it("publishes at once for a time that has passed, and says so", async () => {
    const { maintainer, slug } = await newDraft();
    const answer = await scheduleReleasePublication(maintainer, slug, "r1", { at: at(-1).toISOString() }, T0);
    expect(answer.status).toBe("published");
    expect(answer.message).toMatch(/already passed.*published now/);
    expect(answer.summary).toMatchObject({ release: "r1", published: true, claimsAdded: 3 });
    expect((await draftOf(slug)).publishedAt).not.toBeNull();
    expect(await scheduledJobsOf((await draftOf(slug)).id)).toEqual([]);
  });

  it("cancels the queued job when the draft is published by hand first", async () => {
    const { maintainer, slug } = await newDraft();
    await scheduleReleasePublication(maintainer, slug, "r1", { at: at(3).toISOString() }, T0);
    await publishDraftRelease(maintainer, slug, "r1");
    const draft = await draftOf(slug);
    expect(draft.publishAt).toBeNull();
    expect((await scheduledJobsOf(draft.id)).map((j) => j.status)).toEqual(["cancelled"]);
    expect(await db.auditEvent.count({ where: { action: "bundle.publish", actorId: maintainer.id } })).toBe(
      1,
    );
  });

  it("lets only the benchmark's maintainers schedule, and names a bad time's field", async () => {
    const { maintainer, slug } = await newDraft();
    const body = { at: at(1).toISOString() };
    for (const stranger of [await newUser("researcher"), await newUser("maintainer")]) {
      await expect(scheduleReleasePublication(stranger, slug, "r1", body, T0)).rejects.toMatchObject({
        status: 404,
      });
      await expect(cancelReleaseSchedule(stranger, slug, "r1", T0)).rejects.toMatchObject({ status: 404 });
    }
    await expect(scheduleReleasePublication(maintainer, slug, "r9", body, T0)).rejects.toMatchObject({
      status: 404,
    });
    for (const bad of [
      { at: "tomorrow" },
      { at: "2027-01-15T09:00:00" },
      { at: 5 },
      {},
      { at: body.at, x: 1 },
    ])
      await expect(scheduleReleasePublication(maintainer, slug, "r1", bad, T0)).rejects.toMatchObject({
        status: 400,
      });
    await expect(
      scheduleReleasePublication(maintainer, slug, "r1", { at: "soon" }, T0),
    ).rejects.toMatchObject({
      fields: { at: expect.stringContaining("ISO 8601") },
    });
    expect((await draftOf(slug)).publishAt).toBeNull();
    expect(await scheduledJobsOf((await draftOf(slug)).id)).toEqual([]);
  });
});

describe(`scheduled retirement on ${env.DATABASE_URL.split(":")[0]}`, () => {
  const splitOf = (slug: string, name = "2025Q2") =>
    db.split.findFirstOrThrow({
      where: { benchmark: { slug }, name },
      select: { id: true, retireAt: true, retiredAt: true },
    });

  it("retires a test split when its date comes, as the Retire button does, once", async () => {
    const { maintainer, slug } = await newPublished();
    const answer = await updateSplit(maintainer, slug, "2025Q2", { retireAt: at(6).toISOString() }, T0);
    expect(answer).toMatchObject({
      name: "2025Q2",
      kind: "test",
      retireAt: at(6).toISOString(),
      retiredAt: null,
    });
    const split = await splitOf(slug);
    expect(await scheduledJobsOf(split.id)).toEqual([
      expect.objectContaining({ status: "queued", runAt: at(6) }),
    ]);
    expect(await runDueScheduledJobs(at(5))).toBe(0);
    expect((await splitOf(slug)).retiredAt).toBeNull();
    expect(await runDueScheduledJobs(at(6))).toBe(1);
    expect((await splitOf(slug)).retiredAt).not.toBeNull();
    const retirements = await auditOf("split.retire", split.id);
    expect(retirements).toHaveLength(1);
    expect(retirements[0]!.actorId).toBe(maintainer.id);
    expect(
      await db.releaseFile.count({
        where: { name: "2025Q2_labels.jsonl", release: { benchmark: { slug } } },
      }),
    ).toBe(1);
    await retireSplitHandler.run(
      contextOf({ targetId: split.id, at: at(6).toISOString(), actorId: maintainer.id }),
    );
    expect(await auditOf("split.retire", split.id)).toHaveLength(1);
    await expect(
      updateSplit(maintainer, slug, "2025Q2", { retireAt: at(8).toISOString() }, T0),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it("replaces, cancels and, for a past time, retires at once", async () => {
    const { maintainer, slug } = await newPublished();
    await updateSplit(maintainer, slug, "2025Q2", { retireAt: at(6).toISOString() }, T0);
    const moved = await updateSplit(maintainer, slug, "2025Q2", { retireAt: at(7).toISOString() }, T0);
    expect(moved.message).toContain("instead of");
    const split = await splitOf(slug);
    expect((await scheduledJobsOf(split.id)).map((j) => j.status)).toEqual(["cancelled", "queued"]);
    const cancelled = await updateSplit(maintainer, slug, "2025Q2", { retireAt: null }, T0);
    expect(cancelled).toMatchObject({ retireAt: null, retiredAt: null });
    expect((await scheduledJobsOf(split.id)).map((j) => j.status)).toEqual(["cancelled", "cancelled"]);
    expect(await auditOf("split.schedule_retirement", split.id)).toHaveLength(3);
    await expect(updateSplit(maintainer, slug, "2025Q2", { retireAt: null }, T0)).rejects.toMatchObject({
      status: 409,
    });
    expect(await runDueScheduledJobs(at(8))).toBe(0);

    const now = await updateSplit(maintainer, slug, "2025Q2", { retireAt: at(-2).toISOString() }, T0);
    expect(now.message).toMatch(/already passed.*retired now/);
    expect(now.retiredAt).not.toBeNull();
    expect(await auditOf("split.retire", split.id)).toHaveLength(1);
  });

  it("refuses strangers, dev splits and bad times, naming the field", async () => {
    const { maintainer, slug } = await newPublished();
    const body = { retireAt: at(1).toISOString() };
    await expect(updateSplit(await newUser("researcher"), slug, "2025Q2", body, T0)).rejects.toMatchObject({
      status: 403,
    });
    await expect(updateSplit(await newUser("maintainer"), slug, "2025Q2", body, T0)).rejects.toMatchObject({
      status: 403,
    });
    await expect(updateSplit(maintainer, slug, "2025Q1", body, T0)).rejects.toMatchObject({
      status: 400,
      fields: { retireAt: expect.any(String) },
    });
    await expect(updateSplit(maintainer, slug, "2030Q1", body, T0)).rejects.toMatchObject({ status: 404 });
    await expect(
      updateSplit(maintainer, slug, "2025Q2", { retireAt: "next week" }, T0),
    ).rejects.toMatchObject({
      status: 400,
      fields: { retireAt: expect.stringContaining("ISO 8601") },
    });
    await expect(updateSplit(maintainer, slug, "2025Q2", {}, T0)).rejects.toMatchObject({ status: 400 });
    const split = await splitOf(slug);
    expect(split.retireAt).toBeNull();
    expect(await scheduledJobsOf(split.id)).toEqual([]);
  });
});
