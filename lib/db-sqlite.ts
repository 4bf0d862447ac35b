// SQLite connection settings, applied to every connection Prisma opens.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

/**
 * WAL lets readers run while a writer commits. `synchronous = FULL` syncs the WAL on every
 * commit: a submission we have acknowledged must survive a power cut, not only a crash
 * (NORMAL would survive a crash but may lose the last commits on power loss). Bulk imports
 * commit once per batch, so the extra sync is cheap. Foreign keys are off by default in
 * SQLite and must be switched on per connection.
 */
export const SQLITE_PRAGMAS = ["journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON", "busy_timeout = 10000"];

async function configure(adapter: SqlDriverAdapter): Promise<SqlDriverAdapter> {
  for (const pragma of SQLITE_PRAGMAS) {
    await adapter.queryRaw({ sql: `PRAGMA ${pragma}`, args: [], argTypes: [] });
  }
  return adapter;
}

export function sqliteAdapter(url: string): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaBetterSQLite3({ url, timeout: 10_000 });
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => configure(await inner.connect()),
    connectToShadowDb: async () => configure(await inner.connectToShadowDb()),
  };
}
