// The admin jobs page's numbers, retry and cancel, and the participant's wait, at a set clock.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimJob } from "@/lib/jobs/worker";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { cancelQueuedJob } from "@/lib/server/jobs/cancel-queued-job";
import { getQueueOverview } from "@/lib/server/jobs/get-queue-overview";
import { getQueueWait } from "@/lib/server/jobs/get-queue-wait";
import { retryFailedJob } from "@/lib/server/jobs/retry-failed-job";
import { REFRESH_BOARDS_JOB } from "@/lib/server/leaderboards/refresh-boards-job";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";

// A clock years before any job other test files leave behind, so only this file's jobs fall
// in its "today" and "last hour" and are due by it.
const NOW = new Date("2001-03-04T15:00:00Z");
const at = (iso: string) => new Date(`2001-03-04T${iso}Z`);
const MIN = 60_000;

const users = { admin: { id: "", role: "admin" }, researcher: { id: "", role: "researcher" } };

beforeAll(async () => {
  for (const role of ["admin", "researcher"] as const) {
    const u = await db.user.create({ data: { email: `${randomUUID()}@example.org`, name: role, role } });
    users[role].id = u.id;
  }
});

type Row = {
  status: string;
  createdAt: Date;
  runAt?: Date;
  startedAt?: Date;
  finishedAt?: Date;
  kind?: string;
};
/**
 * Every job this file makes (its rows, and the kinds `test.*` only it uses), removed afterwards:
 * later files run the queued jobs of the shared database, and a board refresh or scoring job
 * with an empty payload fails there.
 */
const made: string[] = [];
afterAll(async () => {
  await db.job.deleteMany({ where: { OR: [{ id: { in: made } }, { kind: { startsWith: "test." } }] } });
});
const job = async (r: Row) => {
  const row = await db.job.create({
    data: {
      kind: r.kind ?? `test.${randomUUID()}`,
      payloadJson: "{}",
      status: r.status,
      createdAt: r.createdAt,
      runAt: r.runAt ?? r.createdAt,
      startedAt: r.startedAt ?? null,
      finishedAt: r.finishedAt ?? null,
      attempts: r.startedAt ? 1 : 0,
      lastError: r.status === "failed" ? "PermanentJobError: line 3: prediction must be a number" : null,
    },
  });
  made.push(row.id);
  return row;
};

describe(`job queue overview on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("counts waiting, oldest age, throughput in the last hour and the typical wait today per lane", async () => {
    // Default lane (kinds without a handler): two due, one due later.
    await job({ status: "queued", createdAt: at("14:20:00") }); // due 40 min
    await job({ status: "queued", createdAt: at("14:50:00") });
    await job({ status: "queued", createdAt: at("14:55:00"), runAt: at("15:10:00") });
    // Started today: waits 1, 3, 10 and 2 min (median 2.5 min); yesterday's does not count.
    await job({
      status: "done",
      createdAt: at("13:00:00"),
      startedAt: at("13:01:00"),
      finishedAt: at("14:30:00"),
    });
    await job({
      status: "done",
      createdAt: at("00:10:00"),
      startedAt: at("00:13:00"),
      finishedAt: at("00:14:00"),
    });
    await job({
      status: "failed",
      createdAt: at("14:00:00"),
      startedAt: at("14:10:00"),
      finishedAt: at("14:45:00"),
    });
    await job({ status: "running", createdAt: at("14:57:00"), startedAt: at("14:59:00") });
    await job({
      status: "done",
      createdAt: new Date("2001-03-03T23:00:00Z"),
      startedAt: new Date("2001-03-03T23:50:00Z"),
      finishedAt: new Date("2001-03-03T23:55:00Z"),
    });
    // Finished exactly an hour ago: outside "the last hour"; started after NOW: not yet "today".
    await job({
      status: "done",
      createdAt: at("13:59:00"),
      startedAt: at("13:59:30"),
      finishedAt: at("14:00:00"),
    });
    await job({
      status: "done",
      createdAt: at("14:00:00"),
      startedAt: at("15:30:00"),
      finishedAt: at("15:31:00"),
    });
    // Boards lane: one due since 5 min.
    await job({ status: "queued", createdAt: at("14:55:00"), kind: REFRESH_BOARDS_JOB });

    const q = await getQueueOverview(users.admin, NOW);
    const lane = (name: string) => q.lanes.find((l) => l.lane === name)!;
    expect(lane("default")).toMatchObject({
      waiting: 2,
      oldestWaitMs: 40 * MIN,
      doneLastHour: 1,
      failedLastHour: 1,
      typicalWaitMs: 2 * MIN, // waits 1, 3, 10, 2 and 0.5 min: median 2 min
    });
    expect(lane("default").later).toBeGreaterThanOrEqual(1);
    expect(lane("boards")).toMatchObject({
      waiting: 1,
      oldestWaitMs: 5 * MIN,
      doneLastHour: 0,
      typicalWaitMs: null,
    });
    expect(lane("llm")).toMatchObject({ waiting: 0, oldestWaitMs: null, typicalWaitMs: null });
  });

  it("records the first claim as startedAt and keeps it through retries; a participant sees jobs ahead and the wait", async () => {
    const kind = `test.${randomUUID()}`;
    const day = new Date("2000-05-06T09:00:00Z"); // before the other tests' jobs are due
    const { id } = await enqueueJob(kind, {}, { runAt: day });
    await db.job.update({ where: { id }, data: { createdAt: day } });
    await claimJob({ workerId: "w1", kinds: [kind], leaseMs: MIN, now: new Date(day.getTime() + 4 * MIN) });
    await db.job.update({ where: { id }, data: { status: "queued", lockedBy: null } });
    await claimJob({ workerId: "w2", kinds: [kind], leaseMs: MIN, now: new Date(day.getTime() + 9 * MIN) });
    expect((await db.job.findUniqueOrThrow({ where: { id } })).startedAt).toEqual(
      new Date(day.getTime() + 4 * MIN),
    );

    const later = new Date(day.getTime() + 30 * MIN);
    expect(await getQueueWait(kind, { now: later })).toEqual({ ahead: 0, typicalWaitMs: 4 * MIN });
    expect(await getQueueWait(kind, { now: later, position: 3 })).toEqual({
      ahead: 3,
      typicalWaitMs: 4 * MIN,
    });
    await job({ status: "queued", createdAt: new Date(day.getTime() + 20 * MIN), kind: SCORE_SUBMISSION });
    expect((await getQueueWait(SCORE_SUBMISSION, { now: later })).ahead).toBe(1);
  });

  it("shows running jobs with their worker and lease; failures with their reason; hides payloads", async () => {
    const { id } = await job({ status: "running", createdAt: at("14:58:00"), startedAt: at("14:58:30") });
    await db.job.update({ where: { id }, data: { lockedBy: "host-a:123:abcd", leaseUntil: at("14:59:30") } });
    const failed = await job({
      status: "failed",
      createdAt: at("14:00:00"),
      startedAt: at("14:01:00"),
      finishedAt: at("14:02:00"),
    });
    const q = await getQueueOverview(users.admin, NOW);
    expect(q.running.find((r) => r.id === id)).toMatchObject({
      worker: "host-a:123:abcd",
      isLeaseExpired: true,
    });
    expect(q.failures.find((f) => f.id === failed.id)?.reason).toBe(
      "line 3: prediction must be a number (not retried)",
    );
    expect(JSON.stringify(q)).not.toContain("payloadJson");
  });

  it("is for admins only: a researcher is refused with 403", async () => {
    const { id } = await job({ status: "failed", createdAt: at("10:00:00"), startedAt: at("10:00:01") });
    await expect(getQueueOverview(users.researcher, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(retryFailedJob(users.researcher, id, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(cancelQueuedJob(users.researcher, id, NOW)).rejects.toMatchObject({ status: 403 });
    expect((await db.job.findUniqueOrThrow({ where: { id } })).status).toBe("failed");
  });
});

describe(`job retry and cancel on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("retries only a failed job: queued again now, attempts kept, one more allowed, audited", async () => {
    const failed = await db.job.create({
      data: {
        kind: `test.${randomUUID()}`,
        payloadJson: "{}",
        status: "failed",
        attempts: 5,
        maxAttempts: 5,
      },
    });
    await retryFailedJob(users.admin, failed.id, NOW);
    expect(await db.job.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "queued",
      attempts: 5,
      maxAttempts: 6,
      runAt: NOW,
      finishedAt: null,
    });
    expect(
      await db.auditEvent.count({
        where: { action: "job.retry", targetId: failed.id, actorId: users.admin.id },
      }),
    ).toBe(1);
    await expect(retryFailedJob(users.admin, failed.id, NOW)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("only a failed job can be retried"),
    });
    await expect(retryFailedJob(users.admin, "no-such-job", NOW)).rejects.toMatchObject({ status: 404 });
  });

  it("does not retry a failed scoring job (its quota slot was given back), and says so on the overview", async () => {
    const scoring = await job({
      status: "failed",
      createdAt: at("13:00:00"),
      startedAt: at("13:00:01"),
      finishedAt: at("13:00:05"),
      kind: SCORE_SUBMISSION,
    });
    await expect(retryFailedJob(users.admin, scoring.id, NOW)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("quota slot given back"),
    });
    expect((await db.job.findUniqueOrThrow({ where: { id: scoring.id } })).status).toBe("failed");
    const q = await getQueueOverview(users.admin, NOW);
    expect(q.failures.find((f) => f.id === scoring.id)?.retryRefusal).toContain("submits the file again");
  });

  it("cancels only a never-started board refresh; other kinds and started jobs are refused with the reason", async () => {
    const refresh = await job({ status: "queued", createdAt: at("14:00:00"), kind: REFRESH_BOARDS_JOB });
    await cancelQueuedJob(users.admin, refresh.id, NOW);
    expect(await db.job.findUniqueOrThrow({ where: { id: refresh.id } })).toMatchObject({
      status: "cancelled",
      finishedAt: NOW,
    });
    expect(await db.auditEvent.count({ where: { action: "job.cancel", targetId: refresh.id } })).toBe(1);

    const scoring = await job({ status: "queued", createdAt: at("14:00:00"), kind: SCORE_SUBMISSION });
    await expect(cancelQueuedJob(users.admin, scoring.id, NOW)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("its submission would stay queued"),
    });
    const retried = await job({
      status: "queued",
      createdAt: at("14:00:00"),
      startedAt: at("14:01:00"),
      kind: REFRESH_BOARDS_JOB,
    });
    await expect(cancelQueuedJob(users.admin, retried.id, NOW)).rejects.toMatchObject({ status: 409 });
    const running = await job({
      status: "running",
      createdAt: at("14:00:00"),
      startedAt: at("14:01:00"),
      kind: REFRESH_BOARDS_JOB,
    });
    await expect(cancelQueuedJob(users.admin, running.id, NOW)).rejects.toMatchObject({ status: 409 });
    expect((await db.job.findUniqueOrThrow({ where: { id: running.id } })).status).toBe("running");
    expect(
      await db.auditEvent.count({
        where: { action: "job.cancel", targetId: { in: [scoring.id, retried.id, running.id] } },
      }),
    ).toBe(0);

    const q = await getQueueOverview(users.admin, NOW);
    expect(q.waiting.find((w) => w.id === scoring.id)?.cancelRefusal).toContain(
      "its submission would stay queued",
    );
    expect(q.waiting.find((w) => w.id === retried.id)?.cancelRefusal).toContain("already run");
  });
});
