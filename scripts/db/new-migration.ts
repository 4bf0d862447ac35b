// `npm run db:migration -- <name>`: writes a migration for both engines from the change
// between prisma/last-migrated.prisma (the schema at the previous migration) and
// prisma/schema.prisma, then moves the snapshot forward.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, copyFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ENGINES, type Engine } from "./engines";
import { toPostgresSchema } from "./write-pg-schema";

const SNAPSHOT = "prisma/last-migrated.prisma";

function diff(engine: Engine, before: string | null, after: string): string {
  const from = before ? ["--from-schema-datamodel", before] : ["--from-empty"];
  return execFileSync(
    "npx",
    ["prisma", "migrate", "diff", ...from, "--to-schema-datamodel", after, "--script"],
    { env: { ...process.env, DATABASE_URL: ENGINES[engine].diffUrl }, encoding: "utf8" },
  );
}

function main(): void {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("usage: npm run db:migration -- <name> (lower-case letters, digits and _)");
  }
  execFileSync("npx", ["tsx", "scripts/db/write-pg-schema.ts"], { stdio: "inherit" });
  const tmp = mkdtempSync(path.join(os.tmpdir(), "livecheck-migration-"));
  const hasBefore = existsSync(SNAPSHOT);
  if (hasBefore)
    writeFileSync(path.join(tmp, "before-pg.prisma"), toPostgresSchema(readFileSync(SNAPSHOT, "utf8")));
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  let wrote = 0;
  for (const engine of ["sqlite", "postgres"] as const) {
    const before = !hasBefore ? null : engine === "sqlite" ? SNAPSHOT : path.join(tmp, "before-pg.prisma");
    const sql = diff(engine, before, ENGINES[engine].schema);
    if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) continue;
    const dir = path.join(ENGINES[engine].migrations, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    console.log(`wrote ${dir}/migration.sql`);
    wrote++;
  }
  if (wrote === 0) console.log("schema unchanged: no migration written");
  else copyFileSync(ENGINES.sqlite.schema, SNAPSHOT);
}

main();
