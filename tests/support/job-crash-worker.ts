// A worker process for the crash test: its handler records that it started, prints
// `started <jobId> <pid> <workerId>`, then works far longer than the test waits, so the
// test can kill -9 it mid-job. Only if left alone would it store its result.
// Usage: DATABASE_URL=... tsx --conditions=react-server tests/support/job-crash-worker.ts <kind> <leaseMs>
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "@/lib/db";
import { createWorker } from "@/lib/jobs/worker";

const [kind, leaseMs] = process.argv.slice(2);
if (!kind || !leaseMs) throw new Error("usage: job-crash-worker.ts <kind> <leaseMs>");

const worker = createWorker({
  leaseMs: Number(leaseMs),
  pollMs: 100,
  handlers: {
    [kind]: {
      async run({ job, signal, complete }) {
        await db.auditEvent.create({
          data: { action: "test.job_started", targetType: "Job", targetId: job.id },
        });
        console.log(`started ${job.id} ${process.pid} ${job.lockedBy}`);
        await sleep(120_000, undefined, { signal });
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
