// The worker loop: claim a due job under a lease (`claimJob`, below), run it (`run-job.ts`),
// repeat; when the queue is empty, wait for a notification (PostgreSQL) or the next poll.
import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db, type Db } from "@/lib/db";
import { env, isPostgres } from "@/lib/env";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { BackoffOptions } from "./compute-backoff";
import { createWorkerId } from "./create-worker-id";
import { kindsByLane } from "./kinds-by-lane";
import { listenForJobs, type JobListener } from "./job-listener";
import type { ClaimedJob, JobHandlers, JobLane } from "./job-types";
import { ensureRecurringJobs } from "./recurring-job";
import { runJob, type RunOutcome } from "./run-job";

interface WorkerOptions {
  handlers: JobHandlers;
  workerId?: string;
  /** Jobs run at once in each lane: one number for every lane, or per lane; 1 by default. */
  concurrency?: number | Partial<Record<JobLane, number>>;
  /** Run only these lanes (every lane `handlers` uses by default). */
  lanes?: readonly JobLane[];
  /**
   * Wait between claims while the queue is empty, in milliseconds; 1000 by default. With a
   * listener (`listenUrl`) a queued job ends the wait at once; polling remains the fallback.
   */
  pollMs?: number;
  /**
   * PostgreSQL connection string to LISTEN on for queued jobs (`job-listener.ts`), or null to
   * only poll. DATABASE_URL on PostgreSQL by default; SQLite has no notifications.
   */
  listenUrl?: string | null;
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

/** One claiming loop, and how to cut its wait short. */
interface Slot {
  kinds: readonly string[];
  /** Set by a notification; cleared before each claim, so one that arrives mid-claim is not lost. */
  isWoken: boolean;
  /** Aborts the loop's current wait; null while it claims or runs a job. */
  nap: AbortController | null;
}

/**
 * A worker with, for each lane its handlers use, `concurrency` loops that claim only that
 * lane's kinds: a slow LLM job occupies an "llm" slot and never the slot a scoring job
 * needs. Each loop claims only kinds in `handlers`, so workers with different handler
 * sets share one queue. Every run has a hard deadline (`runJob`). Database errors are
 * logged and retried after `pollMs`; they never end the loop. On start it makes sure the
 * next occurrence of each recurring job it runs exists (`recurring-job.ts`), and on
 * PostgreSQL one listener per worker wakes the idle loops of a queued job's kind.
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
  const listenUrl =
    options.listenUrl === undefined ? (isPostgres ? env.DATABASE_URL : null) : options.listenUrl;
  let loops: Promise<void>[] = [];
  let slots: Slot[] = [];
  let listener: JobListener | null = null;

  function wake(slot: Slot): void {
    slot.isWoken = true;
    slot.nap?.abort();
  }

  /** Waits `pollMs`, unless a notification or `stop` ends the wait first. */
  async function idle(slot: Slot): Promise<void> {
    const nap = new AbortController();
    slot.nap = nap;
    if (!stopping.signal.aborted && !slot.isWoken)
      await sleep(pollMs, undefined, { signal: nap.signal }).catch(() => undefined);
    slot.nap = null;
  }

  async function loop(slot: Slot): Promise<void> {
    const { kinds } = slot;
    while (!stopping.signal.aborted) {
      slot.isWoken = false;
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
      await idle(slot);
    }
  }

  /** Until it succeeds (the database may be down at start) or the worker stops. */
  async function ensureRecurring(): Promise<void> {
    const kinds = [...lanes.values()].flat();
    while (!stopping.signal.aborted) {
      try {
        await ensureRecurringJobs(handlers, kinds, { client });
        return;
      } catch (err) {
        log(`[jobs] worker ${id}: recurring jobs: ${err instanceof Error ? err.message : String(err)}`);
      }
      await sleep(pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  }

  function listen(url: string): JobListener {
    return listenForJobs({
      url,
      name: `livecheck-worker ${id}`.slice(0, 63),
      onJob: (kind) => slots.filter((s) => s.kinds.includes(kind)).forEach(wake),
      onListening: () => slots.forEach(wake),
      log,
    });
  }

  const slotsOf = (lane: JobLane) =>
    Math.max(1, typeof concurrency === "number" ? concurrency : (concurrency[lane] ?? 1));

  return {
    id,
    lanes,
    start() {
      if (loops.length > 0 || stopping.signal.aborted) return;
      slots = [...lanes].flatMap(([lane, kinds]) =>
        Array.from({ length: slotsOf(lane) }, (): Slot => ({ kinds, isWoken: false, nap: null })),
      );
      if (listenUrl && slots.length > 0) listener = listen(listenUrl);
      loops = [ensureRecurring(), ...slots.map(loop)];
    },
    async stop() {
      stopping.abort();
      slots.forEach((slot) => slot.nap?.abort());
      await listener?.close();
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

interface ClaimOptions {
  workerId: string;
  /** Only jobs of these kinds are claimed (the kinds the worker has handlers for). */
  kinds: readonly string[];
  /** How long the claim holds without a heartbeat, in milliseconds. */
  leaseMs: number;
  client?: Db;
  /** The clock; tests pass one to make retries due without waiting. */
  now?: Date;
}

type ClaimedRow = {
  id: string;
  kind: string;
  payloadJson: string;
  attempts: number | bigint;
  maxAttempts: number | bigint;
};

/**
 * Atomically claims the oldest due job: a queued job whose `runAt` has come, or a running
 * job whose lease expired (its worker crashed or stalled). Sets status "running",
 * `lockedBy`, `leaseUntil = now + leaseMs`, `startedAt` on the first claim and increments
 * `attempts`, in one statement.
 * PostgreSQL locks the candidate row with FOR UPDATE SKIP LOCKED, so concurrent workers
 * each get a different job; SQLite runs the whole UPDATE under its single writer lock.
 * Returns null when nothing is due. Times are the workers' clocks, so keep them in sync.
 * `lockedBy` and `attempts` identify this claim: every later write is fenced on them
 * (`jobFence`, run-job.ts).
 */
export async function claimJob(options: ClaimOptions): Promise<ClaimedJob | null> {
  const { workerId, kinds, leaseMs, client = db, now = new Date() } = options;
  if (kinds.length === 0) return null;
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimable = Prisma.sql`"kind" IN (${Prisma.join([...kinds])})
    AND (("status" = 'queued' AND "runAt" <= ${now}) OR ("status" = 'running' AND "leaseUntil" < ${now}))`;
  const lock = isPostgres ? Prisma.sql`FOR UPDATE SKIP LOCKED` : Prisma.empty;
  const rows = await client.$queryRaw<ClaimedRow[]>`
    UPDATE "Job" SET "status" = 'running', "lockedBy" = ${workerId}, "leaseUntil" = ${leaseUntil},
      "attempts" = "attempts" + 1, "startedAt" = COALESCE("startedAt", ${now}), "updatedAt" = ${now}
    WHERE "id" = (SELECT "id" FROM "Job" WHERE ${claimable} ORDER BY "runAt", "id" LIMIT 1 ${lock})
    RETURNING "id", "kind", "payloadJson", "attempts", "maxAttempts"`;
  const row = rows[0];
  if (!row) return null;
  return { ...row, attempts: Number(row.attempts), maxAttempts: Number(row.maxAttempts), lockedBy: workerId };
}
