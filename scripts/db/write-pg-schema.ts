// Writes prisma/postgres/schema.prisma from the one model source, prisma/schema.prisma.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";

export function toPostgresSchema(sqliteSchema: string): string {
  const out = sqliteSchema
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('output     = "../lib/generated/sqlite"', 'output     = "../../lib/generated/postgres"');
  if (out === sqliteSchema || !out.includes("postgresql") || !out.includes("generated/postgres")) {
    throw new Error(
      "prisma/schema.prisma: provider or output line not found; cannot derive the PostgreSQL schema",
    );
  }
  return "// GENERATED from prisma/schema.prisma by `npm run db:schemas`. Do not edit.\n" + out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync("prisma/postgres", { recursive: true });
  writeFileSync(
    "prisma/postgres/schema.prisma",
    toPostgresSchema(readFileSync("prisma/schema.prisma", "utf8")),
  );
}
