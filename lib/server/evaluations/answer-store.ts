// Where an evaluation's answers are written as they arrive, and the check that the run is
// still wanted: the two database steps of every item (docs/DEPLOY.md, "bench:evaluate").
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import type { ItemUsage } from "@/lib/ai/evaluate-claim/ask-endpoint";
import { itemKey, type EvaluationItemSpec } from "./evaluation-items";

export interface Answer {
  item: EvaluationItemSpec;
  rawOutput: string;
  failureKind: string | null;
  usage: ItemUsage;
}

const COLUMNS = [
  "id",
  "evaluationId",
  "task",
  "externalId",
  "sliceKey",
  "variant",
  "rawOutput",
  "failureKind",
  "attempts",
  "promptTokens",
  "completionTokens",
  "costUsd",
  "answeredAt",
] as const;

/** The largest group written in one transaction (13 parameters a row). */
const MAX_GROUP = 500;

/**
 * Whether the run may go on: "yes" while it is running with its model's endpoint still there.
 * One statement, so one snapshot: it cannot see the evaluation and miss its model deleted in
 * between, as two reads could on PostgreSQL.
 */
export async function checkStillWanted(
  evaluationId: string,
  modelId: string,
): Promise<"yes" | "cancelled" | "gone"> {
  const p = (n: number) => (isPostgres ? `$${n}` : "?");
  const rows = await db.$queryRawUnsafe<{ status: string; hasEndpoint: unknown }[]>(
    `SELECT e."status" AS "status", EXISTS (SELECT 1 FROM "ModelEndpoint" m WHERE m."modelId" = ${p(1)}) AS "hasEndpoint"
     FROM "Evaluation" e WHERE e."id" = ${p(2)}`,
    modelId,
    evaluationId,
  );
  const row = rows[0];
  // SQLite answers EXISTS as 0 or 1 (a number or a bigint), PostgreSQL as a boolean.
  if (!row || !(row.hasEndpoint === true || Number(row.hasEndpoint) === 1)) return "gone";
  return row.status === "running" ? "yes" : "cancelled";
}

/**
 * Writes answers with group commit: an answer is queued and written at the end of the event
 * loop turn it arrived in, together with every answer that arrived in that turn (after a
 * blocking SQLite commit, the answers that came in meanwhile all arrive in one turn), one
 * write after another. So each transaction (an fsync on SQLite) carries many answers under
 * load and one when idle, and no answer waits longer than the writes before it. `store`
 * resolves once its answer is committed, with the run's counters in the same transaction,
 * so an answered item is never asked for again after a crash. An item stored already
 * (another worker took over the job's lease) is kept as it was and counted once; a run
 * deleted with its model keeps nothing.
 */
export function createAnswerStore(evaluationId: string): { store: (answer: Answer) => Promise<void> } {
  let queue: { answer: Answer; done: (err?: unknown) => void }[] = [];
  let isScheduled = false;
  let writes: Promise<void> = Promise.resolve();

  function schedule(): void {
    if (isScheduled) return;
    isScheduled = true;
    setImmediate(() => {
      isScheduled = false;
      const group = queue.slice(0, MAX_GROUP);
      queue = queue.slice(group.length);
      if (queue.length > 0) schedule();
      writes = writes.then(async () => {
        try {
          await writeGroup(
            evaluationId,
            group.map((g) => g.answer),
          );
          for (const g of group) g.done();
        } catch (err) {
          for (const g of group) g.done(err);
        }
      });
    });
  }

  return {
    store(answer) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ answer, done: (err) => (err === undefined ? resolve() : reject(err)) });
        schedule();
      });
    },
  };
}

async function writeGroup(evaluationId: string, answers: Answer[]): Promise<void> {
  let n = 0;
  const tuples = answers.map(() => `(${COLUMNS.map(() => (isPostgres ? `$${++n}` : "?")).join(", ")})`);
  const now = new Date();
  const args = answers.flatMap((a) => [
    randomUUID(),
    evaluationId,
    a.item.task,
    a.item.externalId,
    a.item.sliceKey,
    a.item.variant,
    a.rawOutput,
    a.failureKind,
    a.usage.attempts,
    a.usage.promptTokens,
    a.usage.completionTokens,
    a.usage.costUsd,
    now,
  ]);
  try {
    await db.$transaction(async (tx) => {
      const inserted = await tx.$queryRawUnsafe<
        { task: string; externalId: string; sliceKey: string; variant: string }[]
      >(
        `INSERT INTO "EvaluationItem" (${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}
         ON CONFLICT ("evaluationId", "task", "externalId", "sliceKey", "variant") DO NOTHING
         RETURNING "task", "externalId", "sliceKey", "variant"`,
        ...args,
      );
      const kept = new Set(inserted.map(itemKey));
      const counted = answers.filter((a) => kept.has(itemKey(a.item)));
      if (counted.length === 0) return;
      const sum = (f: (u: ItemUsage) => number) => counted.reduce((s, a) => s + f(a.usage), 0);
      // Raw, as the insert: Prisma compiles each query anew, a tenth of a run's time here.
      let m = 0;
      const p = () => (isPostgres ? `$${++m}` : "?");
      const updated = await tx.$executeRawUnsafe(
        `UPDATE "Evaluation" SET "done" = "done" + ${p()}, "requests" = "requests" + ${p()},
         "promptTokens" = "promptTokens" + ${p()}, "completionTokens" = "completionTokens" + ${p()},
         "costUsd" = "costUsd" + ${p()} WHERE "id" = ${p()}`,
        counted.length,
        sum((u) => u.attempts),
        sum((u) => u.promptTokens),
        sum((u) => u.completionTokens),
        sum((u) => u.costUsd),
        evaluationId,
      );
      if (updated !== 1) throw new Error(`evaluation ${evaluationId} is gone`);
    });
  } catch (err) {
    // Deleted with its model meanwhile (a foreign key or a missing row): nothing to keep.
    if ((await db.evaluation.count({ where: { id: evaluationId } })) === 0) return;
    throw err;
  }
}
