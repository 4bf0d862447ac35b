// `npm run bench:job-start`: how long a queued job waits before an idle PostgreSQL worker
// starts it, with LISTEN/NOTIFY and with polling only. A worker with one slot and the default
// poll (1 s) runs a no-op kind; BENCH_JOBS (50) jobs are queued one at a time, each after a
// random pause of up to BENCH_GAP_MS (1000) so the worker is idle and its poll falls anywhere.
// The wait is from the `enqueueJob` call (its insert and commit included) to the handler's
// start. Prints median, p90 and max per mode, and of the enqueueJob call alone. Target (printed, not asserted): under 100 ms
// with LISTEN/NOTIFY. BENCH_DATABASE_URL: a local livecheck_* database it may reset.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { resetDatabase } from "../../tests/support/databases";
import { testPgUrl } from "../../tests/support/test-pg-url";

const JOBS = Number(process.env.BENCH_JOBS ?? 50);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 1000);
const POLL_MS = 1000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(url: string, mode: "listen" | "poll"): Promise<void> {
  const { db } = await import("@/lib/db");
  const { enqueueJob } = await import("@/lib/jobs/enqueue-job");
  const { createWorker } = await import("@/lib/jobs/worker");
  const kind = `bench.job-start.${randomUUID()}`;
  // A job may start before enqueueJob has returned its id: starts are recorded by id, and a
  // waiter is only needed when the start comes later.
  const startedAt = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const worker = createWorker({
    pollMs: POLL_MS,
    listenUrl: mode === "listen" ? url : null,
    handlers: {
      [kind]: {
        run: async ({ job }) => {
          startedAt.set(job.id, performance.now());
          waiters.get(job.id)?.();
        },
      },
    },
  });
  const startOf = async (id: string) => {
    if (!startedAt.has(id)) await new Promise<void>((resolve) => waiters.set(id, resolve));
    return startedAt.get(id)!;
  };
  worker.start();
  try {
    await sleep(2 * POLL_MS); // connections and the listener's LISTEN; not counted
    const waits: number[] = [];
    const enqueues: number[] = [];
    for (let i = 0; i < JOBS; i++) {
      await sleep(Math.random() * GAP_MS);
      const t0 = performance.now();
      const { id } = await enqueueJob(kind, {});
      enqueues.push(performance.now() - t0);
      waits.push((await startOf(id)) - t0);
    }
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const figures = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        medianMs: round(percentile(sorted, 50)),
        p90Ms: round(percentile(sorted, 90)),
        maxMs: round(sorted.at(-1)!),
      };
    };
    console.log(
      JSON.stringify({
        mode,
        jobs: JOBS,
        pollMs: POLL_MS,
        start: figures(waits),
        // The enqueueJob call alone (insert, notify, commit): part of the start figures.
        enqueue: figures(enqueues),
        // A busy machine slows every figure; this says how busy it was.
        loadAverage1m: round(os.loadavg()[0]!),
      }),
    );
  } finally {
    await worker.stop();
    await db.job.deleteMany({ where: { kind } });
  }
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? testPgUrl("bench_job_start");
  if (!url.startsWith("postgres")) throw new Error("bench:job-start needs a PostgreSQL BENCH_DATABASE_URL");
  process.env.DATABASE_URL = url;
  await resetDatabase(url);
  await measure(url, "listen");
  await measure(url, "poll");
  console.log(
    "target: median and max under 100 ms with LISTEN/NOTIFY (polling waits up to the poll interval)",
  );
  const { db } = await import("@/lib/db");
  await db.$disconnect();
}

await main();
