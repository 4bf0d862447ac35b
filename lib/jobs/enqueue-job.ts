// Adds a job to the durable queue, and tells listening workers (PostgreSQL) that it is there.
import "server-only";
import { randomUUID } from "node:crypto";
import { db, type Db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { JOB_CHANNEL } from "./job-listener";

interface EnqueueOptions {
  /** Earliest time the job may start; now by default. */
  runAt?: Date;
  /** Runs allowed before the job is failed for good, crashes included; 5 by default. */
  maxAttempts?: number;
  /**
   * Makes the job unique (`Job.key`): when a job with this key exists, in any status, nothing
   * is inserted and its id is returned. Recurring jobs key each occurrence (`recurring-job.ts`).
   */
  key?: string;
  /**
   * The transaction of the change the job is about (e.g. the new submission row), so
   * both commit or neither does. Without it the job is committed on its own.
   */
  tx?: Pick<Db, "job" | "$executeRaw" | "$queryRaw">;
}

/**
 * Queues a job of `kind` with a JSON-serialisable `payload`. Once this resolves (or the
 * transaction it joined commits) the job survives restarts and will be run by a worker
 * that has a handler for `kind`. `isNew` is false only when `key` named an existing job.
 *
 * On PostgreSQL a job due now also sends `NOTIFY livecheck_jobs, '<kind>'` in the same
 * transaction: PostgreSQL delivers it on commit (never for a rolled-back job), and idle
 * workers (`job-listener.ts`) claim at once instead of waiting out their poll.
 */
export async function enqueueJob(
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ id: string; isNew: boolean }> {
  const { runAt, maxAttempts = 5, key, tx } = options;
  if (!kind.trim()) throw new Error("job kind must not be empty");
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  if (key !== undefined && !key.trim()) throw new Error("job key must not be empty");
  const payloadJson = JSON.stringify(payload);
  if (payloadJson === undefined) throw new Error("job payload must be JSON-serialisable");
  const row = { kind, payloadJson, maxAttempts, runAt: runAt ?? new Date() };
  const shouldNotify = isPostgres && row.runAt.getTime() <= Date.now();
  const insert = (client: NonNullable<EnqueueOptions["tx"]>) =>
    key === undefined
      ? insertJob(client, row, shouldNotify)
      : insertKeyedJob(client, { ...row, key }, shouldNotify);
  if (tx || !shouldNotify) return insert(tx ?? db);
  if (key !== undefined) return db.$transaction((t) => insert(t));
  // A batch transaction: one round trip fewer than an interactive one, on the path that
  // decides how soon a new submission starts scoring.
  const [job] = await db.$transaction([
    db.job.create({ data: row, select: { id: true } }),
    db.$executeRaw`SELECT pg_notify(${JOB_CHANNEL}, ${kind})`,
  ]);
  return { id: job.id, isNew: true };
}

type Row = { kind: string; payloadJson: string; maxAttempts: number; runAt: Date };

async function insertJob(client: NonNullable<EnqueueOptions["tx"]>, row: Row, shouldNotify: boolean) {
  const { id } = await client.job.create({ data: row, select: { id: true } });
  if (shouldNotify) await client.$executeRaw`SELECT pg_notify(${JOB_CHANNEL}, ${row.kind})`;
  return { id, isNew: true };
}

/**
 * Insert-or-nothing in one statement, so two processes ensuring the same key at once never
 * fail each other's transaction (on PostgreSQL a unique violation would abort it): the second
 * waits for the first to commit, then inserts nothing. The id is a UUID rather than Prisma's
 * cuid, which raw SQL cannot generate; nothing reads meaning into job ids.
 */
async function insertKeyedJob(
  client: NonNullable<EnqueueOptions["tx"]>,
  row: Row & { key: string },
  shouldNotify: boolean,
) {
  const now = new Date();
  const inserted = await client.$queryRaw<{ id: string }[]>`
    INSERT INTO "Job" ("id", "kind", "payloadJson", "status", "attempts", "maxAttempts", "runAt", "key", "createdAt", "updatedAt")
    VALUES (${randomUUID()}, ${row.kind}, ${row.payloadJson}, 'queued', 0, ${row.maxAttempts}, ${row.runAt}, ${row.key}, ${now}, ${now})
    ON CONFLICT ("key") DO NOTHING RETURNING "id"`;
  const id = inserted[0]?.id;
  if (id) {
    if (shouldNotify) await client.$executeRaw`SELECT pg_notify(${JOB_CHANNEL}, ${row.kind})`;
    return { id, isNew: true };
  }
  const existing = await client.job.findUniqueOrThrow({ where: { key: row.key }, select: { id: true } });
  return { id: existing.id, isNew: false };
}
