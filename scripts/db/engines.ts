// Where each database engine keeps its schema variant and migrations.
export type Engine = "sqlite" | "postgres";

export const ENGINES: Record<Engine, { schema: string; migrations: string; diffUrl: string }> = {
  sqlite: {
    schema: "prisma/schema.prisma",
    migrations: "prisma/migrations",
    diffUrl: "file::memory:",
  },
  postgres: {
    schema: "prisma/postgres/schema.prisma",
    migrations: "prisma/postgres/migrations",
    diffUrl: "postgresql://postgres@127.0.0.1:5432/postgres",
  },
};

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}
