// A worker process for the LISTEN test: starts a worker that listens for queued jobs, prints
// `listening <workerId>`, and on SIGTERM stops it and disconnects Prisma without calling
// process.exit, so the process ends only if nothing of the worker (its listener, a reconnect
// timer, a wait) is left holding it open.
// Usage: DATABASE_URL=postgresql://... node --conditions=react-server --import tsx tests/support/job-listen-worker.ts <kind>
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { createWorker } from "@/lib/jobs/worker";

const [kind] = process.argv.slice(2);
if (!kind) throw new Error("usage: job-listen-worker.ts <kind>");

const workerId = `listen-child-${randomUUID().slice(0, 8)}`;
const worker = createWorker({
  workerId,
  pollMs: 60_000,
  handlers: { [kind]: { run: async () => undefined } },
});
process.on("SIGTERM", () => {
  void worker.stop().then(() => db.$disconnect());
});
worker.start();
console.log(`started ${workerId}`);
