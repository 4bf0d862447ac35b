// The worker loop: claim a due job, run it, repeat; poll when the queue is empty.
import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db, type Db } from "@/lib/db";
import { claimJob } from "./claim-job";
import type { BackoffOptions } from "./compute-backoff";
import { createWorkerId } from "./create-worker-id";
import { kindsByLane } from "./kinds-by-lane";
import type { JobHandlers, JobLane } from "./job-types";
import { runJob, type RunOutcome } from "./run-job";

export interface WorkerOptions {
  handlers: JobHandlers;
  workerId?: string;
  /** Jobs run at once in each lane: one number for every lane, or per lane; 1 by default. */
  concurrency?: number | Partial<Record<JobLane, number>>;
  /** Run only these lanes (every lane `handlers` uses by default). */
  lanes?: readonly JobLane[];
  /** Wait between claims while the queue is empty, in milliseconds; 1000 by default. */
  pollMs?: number;
  /** Lease length in milliseconds; 30 s by default. A crashed worker's job restarts after it. */
  leaseMs?: number;
  /** On stop, how long running jobs may finish before they are handed back; 10 s by default. */
  graceMs?: number;
  /** Hard limit on one run, overriding every handler's `deadlineMs` (tests). */
  deadlineMs?: number;
  backoff?: BackoffOptions;
  client?: Db;
  /** Called after each job settles, e.g. for logging or tests. */
  onSettled?: (jobId: string, outcome: RunOutcome) => void;
  log?: (message: string) => void;
  /**
   * The clock jobs are claimed and leases renewed by; the real one by default. Tests move it
   * to make scheduled jobs due (`jobClock` gives worker processes the tests' shared clock).
   */
  clock?: () => Date;
}

export interface Worker {
  readonly id: string;
  /** The lanes this worker runs, with the kinds each claims. */
  readonly lanes: ReadonlyMap<JobLane, readonly string[]>;
  start: () => void;
  /** Stops claiming; lets running jobs finish within `graceMs`, then hands them back. */
  stop: () => Promise<void>;
}

/**
 * A worker with, for each lane its handlers use, `concurrency` loops that claim only that
 * lane's kinds: a slow LLM job occupies an "llm" slot and never the slot a scoring job
 * needs. Each loop claims only kinds in `handlers`, so workers with different handler
 * sets share one queue. Every run has a hard deadline (`runJob`). Database errors are
 * logged and retried after `pollMs`; they never end the loop.
 */
export function createWorker(options: WorkerOptions): Worker {
  const {
    handlers,
    concurrency = 1,
    pollMs = 1000,
    leaseMs = 30_000,
    graceMs = 10_000,
    deadlineMs,
    backoff,
    client = db,
  } = options;
  const { log = console.error, onSettled, clock = () => new Date() } = options;
  const id = options.workerId ?? createWorkerId();
  const allLanes = kindsByLane(handlers);
  const lanes = new Map([...allLanes].filter(([lane]) => !options.lanes || options.lanes.includes(lane)));
  const stopping = new AbortController(); // ends the loops and wakes idle ones
  const handingBack = new AbortController(); // tells running jobs to hand their job back
  let loops: Promise<void>[] = [];

  async function loop(kinds: readonly string[]): Promise<void> {
    while (!stopping.signal.aborted) {
      try {
        const job = await claimJob({ workerId: id, kinds, leaseMs, client, now: clock() });
        const handler = job && handlers[job.kind];
        if (job && handler) {
          const outcome = await runJob(job, handler, {
            leaseMs,
            backoff,
            client,
            stopSignal: handingBack.signal,
            log,
            clock,
            ...(deadlineMs ? { deadlineMs } : {}),
          });
          onSettled?.(job.id, outcome);
          continue;
        }
      } catch (err) {
        log(`[jobs] worker ${id}: ${err instanceof Error ? err.message : String(err)}`);
      }
      await sleep(pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  }

  const slotsOf = (lane: JobLane) =>
    Math.max(1, typeof concurrency === "number" ? concurrency : (concurrency[lane] ?? 1));

  return {
    id,
    lanes,
    start() {
      if (loops.length > 0 || stopping.signal.aborted) return;
      loops = [...lanes].flatMap(([lane, kinds]) => Array.from({ length: slotsOf(lane) }, () => loop(kinds)));
    },
    async stop() {
      stopping.abort();
      const all = Promise.all(loops);
      const grace = new AbortController();
      const graceOver = sleep(graceMs, true, { signal: grace.signal }).catch(() => false);
      const isTimedOut = await Promise.race([all.then(() => false), graceOver]);
      grace.abort();
      if (isTimedOut) handingBack.abort();
      await all;
    },
  };
}
