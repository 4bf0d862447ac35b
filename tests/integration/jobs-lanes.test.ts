// Lanes and hard deadlines: a job that never ends cannot hold the queue.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimJob, createWorker } from "@/lib/jobs/worker";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { getJobPosition } from "@/lib/server/jobs/get-job-position";
import { LeaseLostError } from "@/lib/jobs/job-errors";
import type { JobContext, JobHandler } from "@/lib/jobs/job-types";
import { runJob } from "@/lib/jobs/run-job";
import { CONTAMINATION_UPLOAD_JOB } from "@/lib/server/contamination/contamination-upload-job";
import { waitFor } from "../support/job-wait";

const newKind = () => `test.${randomUUID()}`;
const silent = () => undefined;
const getJob = (id: string) => db.job.findUniqueOrThrow({ where: { id } });
/** A handler that ignores its signal and never returns: the worst a job can do. */
const stuck = (started?: (ctx: JobContext) => void): JobHandler => ({
  lane: "llm",
  run: (ctx) => (started?.(ctx), new Promise<void>(() => undefined)),
});

describe(`job lanes and deadlines on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("stops a run at its deadline, releases the lease and counts the attempt; the last attempt fails the job", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, {}, { maxAttempts: 2 });
    const contexts: JobContext[] = [];
    const handler: JobHandler = {
      ...stuck((ctx) => contexts.push(ctx)),
      deadlineMs: 150,
      onFailed: async (tx, { job }) =>
        void (await tx.auditEvent.create({
          data: { action: "test.on_failed", targetType: "Job", targetId: job.id },
        })),
    };
    const started = Date.now();
    const first = (await claimJob({ workerId: "w1", kinds: [kind], leaseMs: 60_000 }))!;
    expect(await runJob(first, handler, { leaseMs: 60_000, backoff: { baseMs: 10 }, log: silent })).toBe(
      "retry",
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(contexts[0]!.signal.aborted).toBe(true);
    expect(contexts[0]!.deadline.getTime()).toBeGreaterThanOrEqual(started + 150);
    expect(await getJob(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      lockedBy: null,
      leaseUntil: null,
      lastError: `JobDeadlineError: the ${kind} job did not finish within 150 ms and was stopped`,
    });
    await expect(contexts[0]!.complete()).rejects.toBeInstanceOf(LeaseLostError); // the abandoned run cannot complete

    const second = (await claimJob({
      workerId: "w2",
      kinds: [kind],
      leaseMs: 60_000,
      now: new Date(Date.now() + 60_000),
    }))!;
    expect(second.attempts).toBe(2);
    expect(await runJob(second, handler, { leaseMs: 60_000, log: silent })).toBe("failed");
    expect(await getJob(id)).toMatchObject({ status: "failed", attempts: 2, leaseUntil: null });
    expect(await db.auditEvent.count({ where: { action: "test.on_failed", targetId: id } })).toBe(1);
  });

  it("keeps running default-lane jobs while every llm slot is stuck, and cuts the stuck job off at its deadline", async () => {
    const slow = newKind();
    const fast = newKind();
    const { id: slowId } = await enqueueJob(slow, {}, { runAt: new Date(Date.now() - 60_000) }); // first in the queue
    const fastIds = await Promise.all([1, 2, 3].map(async (n) => (await enqueueJob(fast, { n })).id));
    const worker = createWorker({
      pollMs: 20,
      leaseMs: 2000,
      backoff: { baseMs: 60_000 },
      log: silent,
      handlers: {
        [slow]: { ...stuck(), deadlineMs: 1500 },
        [fast]: { run: ({ complete }) => complete() },
      },
    });
    expect([...worker.lanes]).toEqual([
      ["llm", [slow]],
      ["default", [fast]],
    ]);
    worker.start();
    try {
      await waitFor(
        "the default-lane jobs",
        async () => (await db.job.count({ where: { id: { in: fastIds }, status: "done" } })) === 3,
        5000,
      );
      expect((await getJob(slowId)).status).toBe("running"); // still stuck, yet nothing waited for it
      await waitFor(
        "the deadline of the stuck job",
        async () => (await getJob(slowId)).status === "queued",
        10_000,
      );
    } finally {
      await worker.stop();
    }
    expect(await getJob(slowId)).toMatchObject({
      attempts: 1,
      lockedBy: null,
      lastError: expect.stringMatching(/did not finish within 1.5 s/),
    });
    await db.job.delete({ where: { id: slowId } });
  });

  it("counts a queued job's position within its own lane only", async () => {
    const kind = newKind();
    const base = Date.UTC(1991, 0, 1); // earlier than any other test's jobs
    const llm = await enqueueJob(CONTAMINATION_UPLOAD_JOB, { test: true }, { runAt: new Date(base) });
    const ahead = await enqueueJob(kind, {}, { runAt: new Date(base + 1000) });
    const mine = await enqueueJob(kind, {}, { runAt: new Date(base + 2000) });
    try {
      expect(await getJobPosition(mine.id)).toBe(1); // the llm job ahead of it does not count
      expect(await getJobPosition(ahead.id)).toBe(0);
      expect(await getJobPosition(llm.id)).toBe(0);
    } finally {
      await db.job.deleteMany({ where: { id: { in: [llm.id, ahead.id, mine.id] } } });
    }
  });
});
