// Rate limits: on PostgreSQL every process counts against one budget in the database; on
// SQLite (one app process per database) each process counts in its own memory.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RateLimiterRes } from "rate-limiter-flexible";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { createLimiter } from "@/lib/server/limits/create-limiter";

/** Points spent until the limiter refuses, at most `max`. */
async function spend(
  limiter: ReturnType<typeof createLimiter>,
  key: string,
  times: number,
): Promise<boolean[]> {
  const out: boolean[] = [];
  for (let i = 0; i < times; i++) {
    out.push(
      await limiter.consume(key).then(
        () => true,
        (err: unknown) => {
          if (err instanceof RateLimiterRes) return false;
          throw err;
        },
      ),
    );
  }
  return out;
}

describe(`rate limits on ${isPostgres ? "PostgreSQL (shared)" : "SQLite (per process)"}`, () => {
  it(
    isPostgres
      ? "shares one budget between limiters of the same name, as separate app processes have"
      : "keeps each process's own budget",
    async () => {
      const name = `test-${randomUUID().slice(0, 8)}`;
      // Two instances stand for two app processes: they share nothing but the store.
      const a = createLimiter(name, { points: 5, durationSeconds: 60 });
      const b = createLimiter(name, { points: 5, durationSeconds: 60 });
      expect(await spend(a, "alice", 3)).toEqual([true, true, true]);
      if (isPostgres) {
        expect(await spend(b, "alice", 3)).toEqual([true, true, false]);
        expect(await spend(a, "alice", 1)).toEqual([false]);
        expect(await spend(b, "bob", 1)).toEqual([true]);
        const rows = await db.$queryRawUnsafe<{ key: string; points: number }[]>(
          `SELECT "key", "points" FROM "rate_limit_counters" WHERE "key" LIKE $1 ORDER BY "key"`,
          `${name}:%`,
        );
        expect(rows.map((r) => [r.key, Number(r.points)])).toEqual([
          [`${name}:alice`, 7],
          [`${name}:bob`, 1],
        ]);
      } else {
        expect(await spend(b, "alice", 3)).toEqual([true, true, true]);
        expect(await spend(a, "alice", 3)).toEqual([true, true, false]);
      }
    },
  );

  it("counts concurrent attempts exactly", async () => {
    const limiter = createLimiter(`test-${randomUUID().slice(0, 8)}`, { points: 10, durationSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 25 }, () => spend(limiter, "carol", 1)));
    expect(results.flat().filter(Boolean)).toHaveLength(10);
  });
});
