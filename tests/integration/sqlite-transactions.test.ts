// A SQLite transaction owns the write lock from its start. With a deferred BEGIN, a
// transaction that read, then wrote after another connection (another process: a worker,
// a second app server) had committed, failed at once with SQLITE_BUSY ("Operation has timed
// out") instead of waiting. The other connection here refuses to wait at all (timeout 0),
// so which of the two was made to wait is visible without timing anything.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";

const url = process.env.DATABASE_URL ?? "";
const isSqlite = url.startsWith("file:");

describe.runIf(isSqlite)("SQLite transactions and other connections", () => {
  const other = isSqlite ? new Database(url.replace(/^file:/, ""), { timeout: 0 }) : null;
  const [first, second] = [randomUUID(), randomUUID()];
  const ids = [first, second];
  afterAll(async () => {
    other?.close();
    await db.rateLimitCounter.deleteMany({ where: { key: { in: ids } } });
  });

  const insertOther = (key: string) =>
    other!.prepare(`INSERT INTO rate_limit_counters (key, points) VALUES (?, 1)`).run(key);

  it("a transaction that read first still writes when another connection tried to write meanwhile", async () => {
    let otherError: unknown = null;
    await db.$transaction(async (tx) => {
      await tx.rateLimitCounter.count();
      try {
        insertOther(first);
      } catch (err) {
        otherError = err;
      }
      await tx.rateLimitCounter.create({ data: { key: second, points: 1 } });
    });
    expect((otherError as { code?: string } | null)?.code).toBe("SQLITE_BUSY");
    insertOther(first);
    expect(await db.rateLimitCounter.count({ where: { key: { in: ids } } })).toBe(2);
  });
});
