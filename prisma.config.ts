// Prisma CLI configuration: the JavaScript schema engine through a driver adapter, so no
// native engine binary is ever downloaded (see docs/ARCHITECTURE.md, "Data layer").
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";

const url = process.env.DATABASE_URL ?? "file:./data/livecheck.db";
const isPostgres = /^postgres(ql)?:\/\//.test(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: isPostgres ? "prisma/postgres/schema.prisma" : "prisma/schema.prisma",
  adapter: async () =>
    isPostgres ? new PrismaPg({ connectionString: url }) : new PrismaBetterSQLite3({ url }),
});
