// Fresh databases for tests: a deleted SQLite file, or a dropped and re-created
// PostgreSQL database on the local server. Refuses anything that is not local.
import { rmSync, mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "../../scripts/db/apply-migrations";

export function assertLocalDatabase(url: string): void {
  const isLocalFile = url.startsWith("file:") && url.includes("data/test/");
  const isLocalPg = /^postgres(ql)?:\/\/[^@]*@(127\.0\.0\.1|localhost)(:\d+)?\/livecheck_/.test(url);
  if (!isLocalFile && !isLocalPg)
    throw new Error(`refusing to reset ${url}: tests only reset data/test/* or local livecheck_* databases`);
}

export async function resetDatabase(url: string, migrate = true): Promise<void> {
  assertLocalDatabase(url);
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length);
    mkdirSync(path.dirname(file), { recursive: true });
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
  } else {
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
  }
  if (migrate) await applyMigrations(url);
}

/** Whether the local PostgreSQL server answers. */
export async function isPostgresReachable(
  url = "postgresql://postgres@127.0.0.1:5432/postgres",
): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
