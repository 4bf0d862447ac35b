// The one Prisma client. SQLite (better-sqlite3) by default; a postgresql:// DATABASE_URL
// switches to PostgreSQL. Both generated clients come from the same model source, so
// they share one type.
import "server-only";
import { PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import { PrismaClient as PostgresClient } from "@/lib/generated/postgres/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { env, isPostgres } from "@/lib/env";
import { sqliteAdapter } from "@/lib/db-sqlite";
import { processSingleton } from "@/lib/process-singleton";

/** Secret columns are never selected unless a query asks for them by name. */
const omit = {
  user: { passwordHash: true },
  apiToken: { tokenHash: true },
  emailToken: { tokenHash: true },
  modelEndpoint: { apiKeyCiphertext: true },
  webhook: { secretCiphertext: true },
} as const;

/**
 * Interactive transactions wait for a connection and for locks (the quota's advisory lock
 * queues simultaneous uploads of one user). Prisma's defaults (2 s to start, 5 s in all) fail
 * such a wait on a busy machine with a 500; these bounds only stop a transaction that is stuck.
 */
const transactionOptions = { maxWait: 15_000, timeout: 30_000 };

function createClient() {
  if (isPostgres) {
    const adapter = new PrismaPg({ connectionString: env.DATABASE_URL, max: 10 });
    return new PostgresClient({ adapter, omit, transactionOptions }) as unknown as SqliteClient<
      never,
      typeof omit
    >;
  }
  return new SqliteClient({ adapter: sqliteAdapter(env.DATABASE_URL), omit, transactionOptions });
}

export type Db = ReturnType<typeof createClient>;

// Outside production, one client across Next.js dev reloads (and test modules). Production
// keeps a module-level client, as it always has: sharing one across bundles would change how
// many connections (and SQLite statement locks) a production process has.
export const db: Db =
  env.NODE_ENV === "production" ? createClient() : processSingleton("livecheckDb", createClient);

/** The client a `db.$transaction(async (tx) => …)` callback receives. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
