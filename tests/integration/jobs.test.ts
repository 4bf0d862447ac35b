import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimJob } from "@/lib/jobs/worker";
import { completeJob, extendLease, failJob, handBackJob, runJob } from "@/lib/jobs/run-job";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { getJobPosition } from "@/lib/server/jobs/get-job-position";
import { LeaseLostError, PermanentJobError } from "@/lib/jobs/job-errors";
import type { JobHandler, JobTx } from "@/lib/jobs/job-types";

const newKind = () => `test.${randomUUID()}`;
const claim = (kind: string, workerId: string, now?: Date) =>
  claimJob({ workerId, kinds: [kind], leaseMs: 60_000, ...(now ? { now } : {}) });
const writeResult = (jobId: string, by: string) => async (tx: JobTx) => {
  await tx.auditEvent.create({
    data: {
      action: "test.job_result",
      targetType: "Job",
      targetId: jobId,
      detailJson: JSON.stringify({ by }),
    },
  });
};
const countResults = (jobId: string) =>
  db.auditEvent.count({ where: { action: "test.job_result", targetId: jobId } });
const getJob = (id: string) => db.job.findUniqueOrThrow({ where: { id } });
const silent = () => undefined;

describe(`job queue on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("enqueues, claims once, and completes with the result in the same transaction", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, { submissionId: "s1" }, { maxAttempts: 3 });
    expect(await getJob(id)).toMatchObject({
      status: "queued",
      attempts: 0,
      maxAttempts: 3,
      payloadJson: '{"submissionId":"s1"}',
    });
    expect(await claimJob({ workerId: "w", kinds: ["some.other.kind"], leaseMs: 1000 })).toBeNull();

    const job = await claim(kind, "w1");
    expect(job).toEqual({
      id,
      kind,
      payloadJson: '{"submissionId":"s1"}',
      attempts: 1,
      maxAttempts: 3,
      lockedBy: "w1",
    });
    const running = await getJob(id);
    expect(running.status).toBe("running");
    expect(running.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await claim(kind, "w2")).toBeNull();

    await completeJob(job!, writeResult(id, "w1"));
    expect(await getJob(id)).toMatchObject({ status: "done", attempts: 1, leaseUntil: null, lockedBy: "w1" });
    expect(await countResults(id)).toBe(1);
    await expect(completeJob(job!, writeResult(id, "w1"))).rejects.toBeInstanceOf(LeaseLostError);
    expect(await countResults(id)).toBe(1);
  });

  it("commits a job only with the transaction it was enqueued in", async () => {
    const kind = newKind();
    await expect(
      db.$transaction(async (tx) => {
        await enqueueJob(kind, {}, { tx });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await db.job.count({ where: { kind } })).toBe(0);
    await db.$transaction(async (tx) => void (await enqueueJob(kind, {}, { tx })));
    expect(await db.job.count({ where: { kind } })).toBe(1);
    await expect(enqueueJob(kind, {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });

  it("retries transient failures with growing backoff, then fails and runs onFailed", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, { n: 1 }, { maxAttempts: 3 });
    const failures: unknown[] = [];
    const handler: JobHandler = {
      run: async () => {
        throw new Error("scorer unavailable");
      },
      onFailed: async (tx, failure) => {
        failures.push(failure);
        await writeResult(id, "onFailed")(tx);
      },
    };
    const delays: { atLeast: number; atMost: number }[] = []; // bounds on the backoff chosen
    let now = new Date();
    for (const attempt of [1, 2, 3]) {
      const job = await claim(kind, `w${attempt}`, now);
      expect(job?.attempts).toBe(attempt);
      const before = Date.now();
      const outcome = await runJob(job!, handler, {
        leaseMs: 60_000,
        backoff: { baseMs: 1000 },
        log: silent,
      });
      const after = Date.now();
      const row = await getJob(id);
      expect(row.lastError).toBe("Error: scorer unavailable");
      if (attempt < 3) {
        expect(outcome).toBe("retry");
        expect(row).toMatchObject({ status: "queued", lockedBy: null, leaseUntil: null });
        delays.push({ atLeast: row.runAt.getTime() - after, atMost: row.runAt.getTime() - before });
        expect(await claim(kind, "early")).toBeNull(); // not due yet
        now = row.runAt;
      } else {
        expect(outcome).toBe("failed");
        expect(row.status).toBe("failed");
      }
    }
    // Attempt 1 waits 500-1000 ms, attempt 2 waits 1000-2000 ms (base 1 s, doubling, equal jitter).
    expect(delays[0]!.atMost).toBeGreaterThanOrEqual(500);
    expect(delays[0]!.atLeast).toBeLessThanOrEqual(1000);
    expect(delays[1]!.atMost).toBeGreaterThanOrEqual(1000);
    expect(delays[1]!.atLeast).toBeLessThanOrEqual(2000);
    expect(failures).toEqual([expect.objectContaining({ isPermanent: false, payload: { n: 1 } })]);
    expect(await countResults(id)).toBe(1);
    expect(await claim(kind, "late", new Date(Date.now() + 86_400_000))).toBeNull();
  });

  it("does not retry a permanent error", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, {}, { maxAttempts: 5 });
    let runs = 0;
    const permanent: boolean[] = [];
    const handler: JobHandler = {
      run: async () => {
        runs += 1;
        throw new PermanentJobError("line 3: prediction must be one of true, false");
      },
      onFailed: async (_tx, failure) => void permanent.push(failure.isPermanent),
    };
    expect(await runJob((await claim(kind, "w"))!, handler, { leaseMs: 60_000, log: silent })).toBe("failed");
    expect(await getJob(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "PermanentJobError: line 3: prediction must be one of true, false",
    });
    expect(await claim(kind, "w", new Date(Date.now() + 86_400_000))).toBeNull();
    expect({ runs, permanent }).toEqual({ runs: 1, permanent: [true] });
  });

  it("lets another worker take over an expired lease and fences out the old holder", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, {});
    const first = (await claimJob({ workerId: "old", kinds: [kind], leaseMs: 5_000 }))!;
    expect(await extendLease(first, 5_000)).toBe(true);
    expect(await claim(kind, "new")).toBeNull(); // lease still held
    const afterExpiry = new Date((await getJob(id)).leaseUntil!.getTime() + 1);
    const second = (await claim(kind, "new", afterExpiry))!;
    expect(second).toMatchObject({ id, attempts: 2, lockedBy: "new" });

    expect(await extendLease(first, 5_000)).toBe(false);
    await expect(completeJob(first, writeResult(id, "old"))).rejects.toBeInstanceOf(LeaseLostError);
    expect(await failJob(first, new Error("late"))).toBe("lost");
    expect(await handBackJob(first)).toBe(false);
    expect(await countResults(id)).toBe(0);

    await completeJob(second, writeResult(id, "new"));
    expect(await getJob(id)).toMatchObject({ status: "done", attempts: 2, lockedBy: "new", lastError: null });
    expect(await countResults(id)).toBe(1);
  });

  it("gives up on a job whose workers keep dying once maxAttempts claims are used", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, {}, { maxAttempts: 2 });
    let runs = 0;
    const handler: JobHandler = {
      run: async () => void (runs += 1),
      onFailed: async (tx) => writeResult(id, "onFailed")(tx),
    };
    let now = new Date();
    for (const attempts of [1, 2, 3]) {
      const job = (await claimJob({ workerId: `w${attempts}`, kinds: [kind], leaseMs: 1000, now }))!;
      expect(job.attempts).toBe(attempts);
      now = new Date(now.getTime() + 1001); // the worker died: its lease runs out
      if (attempts === 3) expect(await runJob(job, handler, { leaseMs: 1000, log: silent })).toBe("failed");
    }
    expect(runs).toBe(0);
    expect(await getJob(id)).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/gave up after 2 attempts/),
    });
    expect(await countResults(id)).toBe(1);
  });

  it("reports the position of a queued job in claim order", async () => {
    const kind = newKind();
    const base = Date.UTC(1990, 0, 1); // earlier than any other test's jobs
    const ids: string[] = [];
    for (const i of [0, 1, 2])
      ids.push((await enqueueJob(kind, { i }, { runAt: new Date(base + i * 1000) })).id);
    expect(await Promise.all(ids.map((id) => getJobPosition(id)))).toEqual([0, 1, 2]);
    const job = (await claim(kind, "w"))!;
    expect(job.id).toBe(ids[0]);
    expect(await Promise.all(ids.map((id) => getJobPosition(id)))).toEqual([null, 0, 1]);
    expect(await getJobPosition("no-such-job")).toBeNull();
    await db.job.deleteMany({ where: { kind } });
  });
});
