// Drift check: the checked-in migrations, applied to a fresh database, must give exactly
// the schema that prisma/schema.prisma describes (written fresh by `prisma migrate diff`).
import { execFileSync } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ENGINES, engineOf } from "../../scripts/db/engines";
import { applyMigrations } from "../../scripts/db/apply-migrations";
import { resetDatabase } from "../support/databases";
import { describeSchema } from "../support/catalog";
import { testPgUrl } from "../support/test-pg-url";

const engine = engineOf(process.env.DATABASE_URL ?? "");
const urls =
  engine === "sqlite"
    ? ["file:./data/test/drift-migrated.db", "file:./data/test/drift-expected.db"]
    : [testPgUrl("drift_migrated"), testPgUrl("drift_expected")];

async function executeSql(url: string, sql: string): Promise<void> {
  if (url.startsWith("file:")) {
    const db = new Database(url.slice(5));
    db.exec(sql);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe(`migrations on ${engine}`, () => {
  it("produce the same schema as prisma/schema.prisma", async () => {
    const [migrated, expected] = urls as [string, string];
    await resetDatabase(migrated, false);
    expect((await applyMigrations(migrated)).length).toBeGreaterThan(0);
    expect(await applyMigrations(migrated)).toEqual([]);

    await resetDatabase(expected, false);
    const sql = execFileSync(
      "npx",
      [
        "prisma",
        "migrate",
        "diff",
        "--from-empty",
        "--to-schema-datamodel",
        ENGINES[engine].schema,
        "--script",
      ],
      {
        env: { ...process.env, DATABASE_URL: ENGINES[engine].diffUrl },
        encoding: "utf8",
      },
    );
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "drift-")), "expected.sql");
    writeFileSync(file, sql);
    await executeSql(expected, sql);

    expect(await describeSchema(migrated)).toEqual(await describeSchema(expected));
  }, 120_000);
});
