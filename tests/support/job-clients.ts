// Extra Prisma clients with their own connections, so tests can race real claimers
// the way separate worker processes would.
import { PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import { PrismaClient as PostgresClient } from "@/lib/generated/postgres/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { sqliteAdapter } from "@/lib/db-sqlite";
import type { Db } from "@/lib/db";

export function createJobTestClient(url: string): Db {
  if (url.startsWith("postgres")) {
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) }) as unknown as Db;
  }
  return new SqliteClient({ adapter: sqliteAdapter(url) }) as unknown as Db;
}
