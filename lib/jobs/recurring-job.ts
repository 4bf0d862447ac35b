// Jobs that recur on a fixed period and run exactly once per occurrence, however many
// workers and app servers are up.
import "server-only";
import { db, type Db } from "@/lib/db";
import { enqueueJob } from "./enqueue-job";
import type { JobHandler, JobHandlers, JobTx } from "./job-types";

/**
 * The first occurrence strictly after `after`: occurrences fall on whole multiples of
 * `everyMs` since the Unix epoch, so every process computes the same times (a day:
 * 00:00 UTC).
 */
function nextOccurrence(everyMs: number, after: Date): Date {
  return new Date((Math.floor(after.getTime() / everyMs) + 1) * everyMs);
}

/** `Job.key` of the occurrence of `kind` due at `at`: `<kind>@<ISO time>`. */
export function occurrenceKey(kind: string, at: Date): string {
  return `${kind}@${at.toISOString()}`;
}

/**
 * Queues the occurrence of `kind` that follows `now`, unless it exists (its key makes the
 * insert a no-op). In `tx` when given, so it commits with the occurrence that queued it.
 */
async function enqueueNextOccurrence(
  kind: string,
  everyMs: number,
  now: Date,
  tx: JobTx | Db = db,
): Promise<{ id: string; isNew: boolean }> {
  const at = nextOccurrence(everyMs, now);
  return enqueueJob(kind, {}, { key: occurrenceKey(kind, at), runAt: at, tx });
}

/**
 * Makes `handler` recur every `everyMs` milliseconds: each occurrence queues the next in the
 * transaction that settles it (its completion, or `onFailed` when it fails for good), so a
 * failure never ends the series, and two claims of one occurrence (a takeover after a lost
 * lease) cannot both queue it: only the claim whose fenced completion commits does, and the
 * key makes even two occurrences settling at once queue one. `clock` is the time the next
 * occurrence follows (tests set it).
 */
export function recurringJob(
  everyMs: number,
  handler: JobHandler,
  clock: () => Date = () => new Date(),
): JobHandler {
  if (!Number.isInteger(everyMs) || everyMs < 1000)
    throw new Error(`a recurring job's period must be a whole number of milliseconds ≥ 1000, got ${everyMs}`);
  return {
    ...handler,
    recurEveryMs: everyMs,
    async run(ctx) {
      const kind = ctx.job.kind;
      let hasCompleted = false;
      const complete = async (write?: (tx: JobTx) => Promise<void>) => {
        hasCompleted = true;
        await ctx.complete(async (tx) => {
          await write?.(tx);
          await enqueueNextOccurrence(kind, everyMs, clock(), tx);
        });
      };
      await handler.run({ ...ctx, complete });
      if (!hasCompleted) await complete();
    },
    async onFailed(tx, failure) {
      await handler.onFailed?.(tx, failure);
      await enqueueNextOccurrence(failure.job.kind, everyMs, clock(), tx);
    },
  };
}

/**
 * For each of `kinds` whose handler recurs, queues its next occurrence after `now` unless it
 * exists: run by every worker at start, so a fresh database, or a series whose occurrence
 * was deleted by hand, gets going again. An overdue occurrence still queued keeps its turn
 * and runs as well; the one it then queues is the one made here. Returns the kinds queued.
 */
export async function ensureRecurringJobs(
  handlers: JobHandlers,
  kinds: readonly string[],
  options: { now?: Date; client?: Db } = {},
): Promise<string[]> {
  const { now = new Date(), client = db } = options;
  const queued: string[] = [];
  for (const kind of kinds) {
    const everyMs = handlers[kind]?.recurEveryMs;
    if (everyMs && (await enqueueNextOccurrence(kind, everyMs, now, client)).isNew) queued.push(kind);
  }
  return queued;
}
