// The worker loop: claim a due job, run it, repeat; poll when the queue is empty.
import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db, type Db } from "@/lib/db";
import { claimJob } from "./claim-job";
import type { BackoffOptions } from "./compute-backoff";
import { createWorkerId } from "./create-worker-id";
import type { JobHandlers } from "./job-types";
import { runJob, type RunOutcome } from "./run-job";

export interface WorkerOptions {
  handlers: JobHandlers;
  workerId?: string;
  /** Jobs run at once by this worker; 1 by default. */
  concurrency?: number;
  /** Wait between claims while the queue is empty, in milliseconds; 1000 by default. */
  pollMs?: number;
  /** Lease length in milliseconds; 30 s by default. A crashed worker's job restarts after it. */
  leaseMs?: number;
  /** On stop, how long running jobs may finish before they are released; 10 s by default. */
  graceMs?: number;
  backoff?: BackoffOptions;
  client?: Db;
  /** Called after each job settles, e.g. for logging or tests. */
  onSettled?: (jobId: string, outcome: RunOutcome) => void;
  log?: (message: string) => void;
}

export interface Worker {
  readonly id: string;
  start: () => void;
  /** Stops claiming; lets running jobs finish within `graceMs`, then releases them. */
  stop: () => Promise<void>;
}

/**
 * A worker with one loop per concurrency slot. Each loop claims only kinds in `handlers`,
 * so workers with different handler sets can share one queue. Database errors are logged
 * and retried after `pollMs`; they never end the loop.
 */
export function createWorker(options: WorkerOptions): Worker {
  const { handlers, concurrency = 1, pollMs = 1000, leaseMs = 30_000, graceMs = 10_000, backoff, client = db } = options;
  const { log = console.error, onSettled } = options;
  const id = options.workerId ?? createWorkerId();
  const kinds = Object.keys(handlers);
  const stopping = new AbortController(); // ends the loops and wakes idle ones
  const releasing = new AbortController(); // tells running jobs to hand their job back
  let loops: Promise<void>[] = [];

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      try {
        const job = await claimJob({ workerId: id, kinds, leaseMs, client });
        const handler = job && handlers[job.kind];
        if (job && handler) {
          const outcome = await runJob(job, handler, { leaseMs, backoff, client, stopSignal: releasing.signal, log });
          onSettled?.(job.id, outcome);
          continue;
        }
      } catch (err) {
        log(`[jobs] worker ${id}: ${err instanceof Error ? err.message : String(err)}`);
      }
      await sleep(pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  }

  return {
    id,
    start() {
      if (loops.length > 0 || stopping.signal.aborted) return;
      loops = Array.from({ length: Math.max(1, concurrency) }, () => loop());
    },
    async stop() {
      stopping.abort();
      const all = Promise.all(loops);
      const grace = new AbortController();
      const graceOver = sleep(graceMs, true, { signal: grace.signal }).catch(() => false);
      const isTimedOut = await Promise.race([all.then(() => false), graceOver]);
      grace.abort();
      if (isTimedOut) releasing.abort();
      await all;
    },
  };
}
