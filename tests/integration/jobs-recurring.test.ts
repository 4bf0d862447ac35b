// Keyed jobs, recurring jobs raced by two claimers, and pruning, at a set clock.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { claimJob } from "@/lib/jobs/worker";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import { ensureRecurringJobs, occurrenceKey, recurringJob } from "@/lib/jobs/recurring-job";
import { runJob } from "@/lib/jobs/run-job";
import { pruneJobs, RECENT_FAILURES } from "@/lib/server/jobs/prune-jobs";
import { createJobTestClient } from "../support/job-clients";

const url = process.env.DATABASE_URL ?? "";
const [clientA, clientB] = [createJobTestClient(url), createJobTestClient(url)];
/**
 * The clients whose settling transactions race. On SQLite a transaction on a second connection
 * in this process blocks the thread while it waits for the first connection's lock, which then
 * never commits; so there both claimers share the process's one connection (whose transactions
 * queue, as two workers of one process do) and only single statements race across connections.
 */
const [settlerA, settlerB] = isPostgres ? [clientA, clientB] : [db, db];
const DAY = 86_400_000;
const silent = () => undefined;
const kinds: string[] = [];
const newKind = () => {
  const kind = `test.recurring.${randomUUID()}`;
  kinds.push(kind);
  return kind;
};

afterAll(async () => {
  await db.job.deleteMany({ where: { kind: { in: kinds } } });
  await Promise.all([clientA.$disconnect(), clientB.$disconnect()]);
});

const queuedOf = (kind: string) =>
  db.job.findMany({ where: { kind, status: "queued" }, select: { key: true, runAt: true } });

describe(`keyed and recurring jobs on ${url.split(":")[0]}`, () => {
  it("inserts a keyed job once, also when two connections enqueue it at the same moment", async () => {
    const kind = newKind();
    const key = `${kind}@once`;
    const [a, b] = await Promise.all([
      enqueueJob(kind, { n: 1 }, { key, tx: clientA }),
      enqueueJob(kind, { n: 2 }, { key, tx: clientB }),
    ]);
    expect([a.isNew, b.isNew].sort()).toEqual([false, true]);
    expect(a.id).toBe(b.id);
    const again = await enqueueJob(kind, { n: 3 }, { key });
    expect(again).toEqual({ id: a.id, isNew: false });
    expect(await db.job.count({ where: { kind } })).toBe(1);
    // A keyed job rolled back with its transaction leaves the key free.
    const other = `${kind}@rolled-back`;
    await expect(
      db.$transaction(async (tx) => {
        await enqueueJob(kind, {}, { key: other, tx });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await enqueueJob(kind, {}, { key: other })).isNew).toBe(true);
    await expect(enqueueJob(kind, {}, { key: " " })).rejects.toThrow(/key must not be empty/);
  });

  it("queues the next occurrence once when a taken-over claim and its successor both complete", async () => {
    const kind = newKind();
    const due = new Date("1980-01-02T00:00:00Z");
    await enqueueJob(kind, {}, { key: occurrenceKey(kind, due), runAt: due });
    const clock = () => new Date("1980-01-02T00:00:05Z");
    const runs: string[] = [];
    const handler = recurringJob(DAY, { run: async ({ job }) => void runs.push(job.lockedBy) }, clock);
    const first = await claimJob({
      workerId: "a",
      kinds: [kind],
      leaseMs: 1000,
      client: settlerA,
      now: clock(),
    });
    // Its lease has run out by B's clock, so B takes the occurrence over.
    const later = new Date(clock().getTime() + 5000);
    const second = await claimJob({
      workerId: "b",
      kinds: [kind],
      leaseMs: 60_000,
      client: settlerB,
      now: later,
    });
    expect(first && second && second.id === first.id).toBe(true);
    const outcomes = await Promise.all([
      runJob(first!, handler, { leaseMs: 60_000, client: settlerA, log: silent }),
      runJob(second!, handler, { leaseMs: 60_000, client: settlerB, log: silent }),
    ]);
    expect(outcomes.sort()).toEqual(["done", "lost"]);
    expect(runs.sort()).toEqual(["a", "b"]);
    const next = new Date("1980-01-03T00:00:00Z");
    expect(await queuedOf(kind)).toEqual([{ key: occurrenceKey(kind, next), runAt: next }]);
  });

  it("queues one next occurrence when two overdue occurrences settle at once", async () => {
    const kind = newKind();
    for (const day of ["1980-01-01", "1980-01-02"]) {
      const at = new Date(`${day}T00:00:00Z`);
      await enqueueJob(kind, {}, { key: occurrenceKey(kind, at), runAt: at });
    }
    const clock = () => new Date("1980-01-02T12:00:00Z");
    const handler = recurringJob(DAY, { run: async () => undefined }, clock);
    const claims = await Promise.all(
      [settlerA, settlerB].map((client, i) =>
        claimJob({ workerId: `w${i}`, kinds: [kind], leaseMs: 60_000, client, now: clock() }),
      ),
    );
    const outcomes = await Promise.all(
      claims.map((job, i) =>
        runJob(job!, handler, { leaseMs: 60_000, client: [settlerA, settlerB][i], log: silent }),
      ),
    );
    expect(outcomes).toEqual(["done", "done"]);
    const next = new Date("1980-01-03T00:00:00Z");
    expect(await queuedOf(kind)).toEqual([{ key: occurrenceKey(kind, next), runAt: next }]);
  });

  it("queues the next occurrence when one fails for good, and workers ensure the series at start", async () => {
    const kind = newKind();
    let now = new Date("1980-05-05T08:00:00Z");
    const failing = async () => {
      throw new PermanentJobError("broken");
    };
    const handlers = {
      [kind]: recurringJob(DAY, { run: failing }, () => now),
      [newKind()]: { run: async () => undefined },
    };
    expect(await ensureRecurringJobs(handlers, Object.keys(handlers), { now })).toEqual([kind]);
    expect(await ensureRecurringJobs(handlers, Object.keys(handlers), { now })).toEqual([]);
    const due = new Date("1980-05-06T00:00:00Z");
    expect(await queuedOf(kind)).toEqual([{ key: occurrenceKey(kind, due), runAt: due }]);

    now = new Date("1980-05-06T00:00:01Z");
    const job = await claimJob({ workerId: "w", kinds: [kind], leaseMs: 60_000, now });
    expect(await runJob(job!, handlers[kind]!, { leaseMs: 60_000, log: silent })).toBe("failed");
    const next = new Date("1980-05-07T00:00:00Z");
    expect(await queuedOf(kind)).toEqual([{ key: occurrenceKey(kind, next), runAt: next }]);
  });
});

describe(`pruning finished jobs on ${url.split(":")[0]}`, () => {
  // Years before any job other test files leave behind, so only this test's jobs are old by it.
  const NOW = new Date("1971-01-01T00:00:00Z");
  const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

  it("deletes only finished jobs past the retention period, keeping the failures the admin page lists", async () => {
    const kind = newKind();
    const make = async (status: string, finishedAt: Date | null, runAt = at("1970-01-01")) =>
      (await db.job.create({ data: { kind, payloadJson: "{}", status, runAt, finishedAt } })).id;
    const old = at("1970-06-01");
    const young = at("1970-12-20"); // 12 days before NOW
    const gone = [await make("done", old), await make("cancelled", old)];
    const kept = [
      await make("done", young),
      await make("failed", young),
      await make("queued", null),
      await make("running", null),
      // Queued again after failing (a retry): its old finishedAt is not a reason to delete it.
      await make("queued", old),
    ];
    // More old failures than the admin page lists: the oldest goes, the newest RECENT_FAILURES - 1 stay
    // (the young failure above is the newest of all).
    const failures: string[] = [];
    for (let i = 0; i < RECENT_FAILURES + 1; i++)
      failures.push(await make("failed", new Date(at("1970-02-01").getTime() + i * 60_000)));
    const oldestFailures = failures.slice(0, 2);

    expect(await pruneJobs({ now: NOW, retentionDays: 30 })).toBeGreaterThanOrEqual(4);
    const left = new Set((await db.job.findMany({ where: { kind }, select: { id: true } })).map((j) => j.id));
    for (const id of [...gone, ...oldestFailures]) expect(left.has(id)).toBe(false);
    for (const id of [...kept, ...failures.slice(2)]) expect(left.has(id)).toBe(true);
    expect(left.size).toBe(kept.length + RECENT_FAILURES - 1);

    // With a retention past every finish time nothing goes.
    expect(await pruneJobs({ now: NOW, retentionDays: 3650 })).toBe(0);
    await expect(pruneJobs({ now: NOW, retentionDays: 0 })).rejects.toThrow(/retentionDays/);
  });
});
