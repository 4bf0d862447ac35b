// SQLite connection settings and request serialization, applied to the connection Prisma opens.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type Transaction,
} from "@prisma/driver-adapter-utils";

/**
 * WAL lets readers run while a writer commits. `synchronous = FULL` syncs the WAL on every
 * commit: a submission we have acknowledged must survive a power cut, not only a crash
 * (NORMAL would survive a crash but may lose the last commits on power loss). Bulk imports
 * commit once per batch, so the extra sync is cheap. Foreign keys are off by default in
 * SQLite and must be switched on per connection.
 */
const SQLITE_PRAGMAS = [
  "journal_mode = WAL",
  "synchronous = FULL",
  "foreign_keys = ON",
  "busy_timeout = 10000",
];

/** A FIFO lock: `acquire` resolves with the function that releases it. */
function createLock() {
  let tail: Promise<void> = Promise.resolve();
  return {
    acquire(): Promise<() => void> {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const ready = tail.then(() => release);
      tail = tail.then(() => held);
      return ready;
    },
  };
}

/**
 * The adapter keeps one connection and locks it only for transactions, so a plain query
 * issued while another request's transaction is open would run inside that transaction
 * (seeing its uncommitted rows, and rolled back with it). Every statement therefore takes
 * the same lock that a transaction holds from BEGIN to COMMIT or ROLLBACK.
 *
 * Transactions begin IMMEDIATE, taking the database's write lock at once (waiting up to
 * busy_timeout for another process to finish). The adapter's own plain BEGIN defers the
 * lock: a transaction that read first and then wrote after another process (a worker, a
 * second app server) had committed failed at once with SQLITE_BUSY, which Prisma reports as
 * "Operation has timed out", without waiting at all.
 */
function serializeAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const lock = createLock();
  const locked = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await lock.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => locked(() => adapter.queryRaw(query)),
    executeRaw: (query) => locked(() => adapter.executeRaw(query)),
    executeScript: (script) => locked(() => adapter.executeScript(script)),
    dispose: () => adapter.dispose(),
    ...(adapter.getConnectionInfo ? { getConnectionInfo: () => adapter.getConnectionInfo!() } : {}),
    async startTransaction(isolationLevel): Promise<Transaction> {
      if (isolationLevel && isolationLevel !== "SERIALIZABLE") {
        throw new DriverAdapterError({ kind: "InvalidIsolationLevel", level: isolationLevel });
      }
      const release = await lock.acquire();
      try {
        await adapter.executeRaw({ sql: "BEGIN IMMEDIATE", args: [], argTypes: [] });
      } catch (err) {
        release();
        throw err;
      }
      // Prisma sends COMMIT or ROLLBACK through executeRaw (usePhantomQuery: false), then
      // calls commit() or rollback(), which only hand the connection back.
      return {
        provider: adapter.provider,
        adapterName: adapter.adapterName,
        options: { usePhantomQuery: false },
        queryRaw: (query) => adapter.queryRaw(query),
        executeRaw: (query) => adapter.executeRaw(query),
        commit: async () => release(),
        rollback: async () => release(),
      };
    },
  };
}

async function configure(adapter: SqlDriverAdapter): Promise<SqlDriverAdapter> {
  for (const pragma of SQLITE_PRAGMAS) {
    await adapter.queryRaw({ sql: `PRAGMA ${pragma}`, args: [], argTypes: [] });
  }
  return serializeAdapter(adapter);
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
