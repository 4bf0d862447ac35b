// Applies the checked-in migrations of one engine, each in its own transaction, and
// records them in _livecheck_migrations. Prisma's `migrate deploy` is not used: on
// PostgreSQL 15 the JavaScript schema engine cannot run it (see STACK.md), and one
// runner for both engines keeps the two paths identical.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { ENGINES, engineOf } from "./engines";

type Migration = { name: string; sql: string; checksum: string };

export function listMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

function checkApplied(applied: Map<string, string>, all: Migration[]): Migration[] {
  for (const [name, checksum] of applied) {
    const m = all.find((x) => x.name === name);
    if (!m) throw new Error(`migration ${name} is recorded in the database but missing from the repository`);
    if (m.checksum !== checksum) throw new Error(`migration ${name} was edited after it was applied`);
  }
  return all.filter((m) => !applied.has(m.name));
}

const TABLE = `CREATE TABLE IF NOT EXISTS "_livecheck_migrations" ("name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "appliedAt" TEXT NOT NULL)`;

function applySqlite(url: string, all: Migration[]): string[] {
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("foreign_keys = ON");
    db.exec(TABLE);
    const rows = db.prepare(`SELECT name, checksum FROM "_livecheck_migrations"`).all() as Migration[];
    const todo = checkApplied(new Map(rows.map((r) => [r.name, r.checksum])), all);
    const record = db.prepare(`INSERT INTO "_livecheck_migrations" VALUES (?, ?, ?)`);
    // Table rebuilds (DROP TABLE + rename) would fire ON DELETE CASCADE while foreign keys
    // are on, and the pragma cannot change inside a transaction: switch it off around
    // each migration and check the keys before committing, as Prisma Migrate does.
    db.pragma("foreign_keys = OFF");
    for (const m of todo) {
      db.transaction(() => {
        db.exec(m.sql);
        const broken = db.pragma("foreign_key_check") as unknown[];
        if (broken.length > 0)
          throw new Error(`migration ${m.name} leaves ${broken.length} broken foreign keys`);
        record.run(m.name, m.checksum, new Date().toISOString());
      })();
    }
    db.pragma("foreign_keys = ON");
    return todo.map((m) => m.name);
  } finally {
    db.close();
  }
}

async function applyPostgres(url: string, all: Migration[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One migrator at a time, even with several app instances starting together.
    await client.query("SELECT pg_advisory_lock(7426001)");
    await client.query(TABLE);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      `SELECT name, checksum FROM "_livecheck_migrations"`,
    );
    const todo = checkApplied(new Map(rows.map((r) => [r.name, r.checksum])), all);
    for (const m of todo) {
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(`INSERT INTO "_livecheck_migrations" VALUES ($1, $2, $3)`, [
          m.name,
          m.checksum,
          new Date().toISOString(),
        ]);
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
      }
    }
    return todo.map((m) => m.name);
  } finally {
    await client.end();
  }
}

/**
 * Applies pending migrations to the database at `url`; returns the names applied.
 * `upTo` (a migration name) stops after that migration, for upgrade tests.
 */
export async function applyMigrations(url: string, upTo?: string): Promise<string[]> {
  const engine = engineOf(url);
  const every = listMigrations(ENGINES[engine].migrations);
  const all = upTo === undefined ? every : every.slice(0, every.findIndex((m) => m.name === upTo) + 1);
  return engine === "postgres" ? applyPostgres(url, all) : applySqlite(url, all);
}
