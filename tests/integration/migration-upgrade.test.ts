// Upgrading keeps data: rows written under the first migration survive every later one,
// including SQLite table rebuilds (which would cascade-delete children if foreign keys
// were left on during the rebuild).
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { applyMigrations, listMigrations } from "../../scripts/db/apply-migrations";
import { ENGINES, engineOf } from "../../scripts/db/engines";
import { resetDatabase } from "../support/databases";
import { testPgUrl } from "../support/test-pg-url";

const engine = engineOf(process.env.DATABASE_URL ?? "");
const url = engine === "sqlite" ? "file:./data/test/upgrade.db" : testPgUrl("upgrade");

const SEED = [
  `INSERT INTO "User" ("id","email","name","role","updatedAt") VALUES ('u1','u1@example.org','U','maintainer',CURRENT_TIMESTAMP)`,
  `INSERT INTO "Benchmark" ("id","slug","title","track","description","license","citation","updatedAt") VALUES ('b1','kept','Kept','verdict','d','l','c',CURRENT_TIMESTAMP)`,
  `INSERT INTO "BenchmarkMaintainer" ("benchmarkId","userId") VALUES ('b1','u1')`,
  `INSERT INTO "Release" ("id","benchmarkId","version","contentHash") VALUES ('r1','b1','r1','h')`,
  `INSERT INTO "Split" ("id","benchmarkId","releaseId","name","kind") VALUES ('s1','b1','r1','2025Q1','dev')`,
  `INSERT INTO "Claim" ("id","benchmarkId","splitId","externalId","text","claimDate") VALUES ('c1','b1','s1','x1','A claim',CURRENT_TIMESTAMP)`,
];
const COUNT = `SELECT (SELECT COUNT(*) FROM "Benchmark") + (SELECT COUNT(*) FROM "BenchmarkMaintainer") + (SELECT COUNT(*) FROM "Release") + (SELECT COUNT(*) FROM "Split") + (SELECT COUNT(*) FROM "Claim") AS n`;

async function run(sql: string[]): Promise<number> {
  if (engine === "sqlite") {
    const db = new Database(url.slice(5));
    sql.forEach((s) => db.exec(s));
    const n = Number((db.prepare(COUNT).get() as { n: number }).n);
    db.close();
    return n;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const s of sql) await client.query(s);
  const n = Number((await client.query<{ n: string }>(COUNT)).rows[0]?.n);
  await client.end();
  return n;
}

describe(`schema upgrades on ${engine}`, () => {
  it("keep every row written before them", async () => {
    const first = listMigrations(ENGINES[engine].migrations)[0]?.name;
    expect(first).toBeDefined();
    await resetDatabase(url, false);
    await applyMigrations(url, first);
    expect(await run(SEED)).toBe(5);
    expect((await applyMigrations(url)).length).toBeGreaterThan(1);
    expect(await run([])).toBe(5);
  });
});
