// A normalised description of a database's tables, columns, indexes and foreign keys,
// so two databases can be compared for schema drift.
import Database from "better-sqlite3";
import pg from "pg";

export async function describeSchema(url: string): Promise<Record<string, unknown>> {
  return url.startsWith("file:") ? describeSqlite(url.slice(5)) : describePostgres(url);
}

function describeSqlite(file: string): Record<string, unknown> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_livecheck_migrations' ORDER BY name`,
      )
      .all() as { name: string }[];
    const out: Record<string, unknown> = {};
    for (const { name } of tables) {
      const indexes = (
        db.prepare(`PRAGMA index_list("${name}")`).all() as { name: string; unique: number }[]
      ).map((i) => ({
        unique: i.unique,
        columns: (db.prepare(`PRAGMA index_info("${i.name}")`).all() as { name: string }[]).map(
          (c) => c.name,
        ),
      }));
      out[name] = {
        // Column order is not schema: ALTER TABLE appends, a fresh CREATE follows the model.
        columns: (db.prepare(`PRAGMA table_xinfo("${name}")`).all() as { cid: number; name: string }[])
          .map(({ cid: _cid, ...column }) => column)
          .sort((a, b) => a.name.localeCompare(b.name)),
        indexes: indexes.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
        foreignKeys: db.prepare(`PRAGMA foreign_key_list("${name}")`).all(),
      };
    }
    return out;
  } finally {
    db.close();
  }
}

async function describePostgres(url: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async (sql: string) => (await client.query(sql)).rows;
    return {
      columns:
        await q(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_livecheck_migrations' ORDER BY table_name, column_name`),
      indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
        AND tablename <> '_livecheck_migrations' ORDER BY tablename, indexname`),
      constraints:
        await q(`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_livecheck_migrations' ORDER BY 1, 2`),
    };
  } finally {
    await client.end();
  }
}
