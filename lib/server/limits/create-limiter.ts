import "server-only";
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env, isPostgres } from "@/lib/env";
import { processSingleton } from "@/lib/process-singleton";

/** A small pool of its own: a limit check must not wait behind the app's long transactions. */
function limitsPool(): pg.Pool {
  return processSingleton(
    "livecheckLimitsPool",
    () =>
      new pg.Pool({
        connectionString: env.DATABASE_URL,
        max: 3,
        idleTimeoutMillis: 30_000,
        allowExitOnIdle: true,
      }),
  );
}

/**
 * A rate limiter of `points` per `durationSeconds` for the limit `name`. On PostgreSQL the
 * counters live in the database (table rate_limit_counters, created by a migration), so
 * every app server counts against the same budget; on SQLite (one app process per
 * database) they live in this process's memory.
 */
export function createLimiter(
  name: string,
  options: { points: number; durationSeconds: number },
): RateLimiterAbstract {
  const common = { keyPrefix: name, points: options.points, duration: options.durationSeconds };
  if (!isPostgres) return new RateLimiterMemory(common);
  return new RateLimiterPostgres({
    ...common,
    storeClient: limitsPool(),
    storeType: "pool",
    tableName: "rate_limit_counters",
    tableCreated: true,
  });
}
