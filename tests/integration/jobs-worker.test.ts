import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimJob, createWorker } from "@/lib/jobs/worker";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { LeaseLostError } from "@/lib/jobs/job-errors";
import type { JobContext } from "@/lib/jobs/job-types";
import { waitFor } from "../support/job-wait";

const newKind = () => `test.${randomUUID()}`;
const silent = () => undefined;
const getJob = (id: string) => db.job.findUniqueOrThrow({ where: { id } });

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe(`job worker on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("runs due jobs, retries a transient failure, and stores each result once", async () => {
    const kind = newKind();
    const ids = await Promise.all([1, 2, 3].map(async (n) => (await enqueueJob(kind, { n })).id));
    const seen: number[] = [];
    const worker = createWorker({
      pollMs: 20,
      leaseMs: 2000,
      backoff: { baseMs: 20 },
      log: silent,
      handlers: {
        [kind]: {
          async run({ job, payload, complete }) {
            const { n } = payload as { n: number };
            seen.push(n);
            if (n === 2 && job.attempts === 1) throw new Error("flaky");
            await complete(async (tx) => {
              await tx.auditEvent.create({
                data: { action: "test.job_result", targetType: "Job", targetId: job.id },
              });
            });
          },
        },
      },
    });
    worker.start();
    try {
      await waitFor(
        "all jobs done",
        async () => (await db.job.count({ where: { kind, status: "done" } })) === 3,
      );
    } finally {
      await worker.stop();
    }
    expect(seen.sort()).toEqual([1, 2, 2, 3]);
    expect(await db.auditEvent.count({ where: { action: "test.job_result", targetId: { in: ids } } })).toBe(
      3,
    );
    expect((await getJob(ids[1]!)).attempts).toBe(2);
  });

  it("heartbeats so a job may outlive its first lease without being taken over", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, {});
    const started = deferred<Date>();
    const proceed = deferred();
    const worker = createWorker({
      pollMs: 20,
      leaseMs: 3000,
      handlers: {
        [kind]: { run: async () => (started.resolve((await getJob(id)).leaseUntil!), await proceed.promise) },
      },
    });
    worker.start();
    try {
      const firstLease = await started.promise;
      await waitFor("the first lease to pass", async () => Date.now() > firstLease.getTime() + 200);
      expect(await claimJob({ workerId: "thief", kinds: [kind], leaseMs: 3000 })).toBeNull();
      expect((await getJob(id)).leaseUntil!.getTime()).toBeGreaterThan(firstLease.getTime());
      proceed.resolve();
      await waitFor("the job to finish", async () => (await getJob(id)).status === "done");
    } finally {
      proceed.resolve();
      await worker.stop();
    }
    expect(await getJob(id)).toMatchObject({ attempts: 1, lockedBy: worker.id });
  });

  it("lets the running job finish when stopped within the grace period", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, {});
    const started = deferred();
    const proceed = deferred();
    const worker = createWorker({
      pollMs: 20,
      leaseMs: 2000,
      graceMs: 30_000,
      handlers: { [kind]: { run: async () => (started.resolve(), await proceed.promise) } },
    });
    worker.start();
    await started.promise;
    const stopped = worker.stop();
    proceed.resolve();
    await stopped;
    expect(await getJob(id)).toMatchObject({ status: "done", attempts: 1, lockedBy: worker.id });
  });

  it("releases the running job when the grace period ends; the abandoned handler cannot complete", async () => {
    const kind = newKind();
    const { id } = await enqueueJob(kind, {});
    const started = deferred<JobContext>();
    const worker = createWorker({
      pollMs: 20,
      leaseMs: 2000,
      graceMs: 100,
      handlers: { [kind]: { run: (ctx) => (started.resolve(ctx), new Promise<void>(() => undefined)) } },
    });
    worker.start();
    const ctx = await started.promise;
    await worker.stop();
    expect(ctx.signal.aborted).toBe(true);
    expect(await getJob(id)).toMatchObject({
      status: "queued",
      attempts: 0,
      lockedBy: null,
      leaseUntil: null,
    });
    await expect(ctx.complete()).rejects.toBeInstanceOf(LeaseLostError);
    expect((await getJob(id)).status).toBe("queued");
    await db.job.delete({ where: { id } });
  });
});
