import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toPostgresSchema } from "./write-pg-schema";

describe("PostgreSQL schema variant", () => {
  it("is exactly what prisma/schema.prisma generates (run `npm run db:schemas` after editing the schema)", () => {
    expect(readFileSync("prisma/postgres/schema.prisma", "utf8")).toBe(
      toPostgresSchema(readFileSync("prisma/schema.prisma", "utf8")),
    );
  });

  it("changes only the provider and the client output", () => {
    const out = toPostgresSchema(
      'provider = "sqlite"\noutput     = "../lib/generated/sqlite"\nmodel A { id String @id }',
    );
    expect(out).toContain('provider = "postgresql"');
    expect(out).toContain('output     = "../../lib/generated/postgres"');
    expect(out).toContain("model A { id String @id }");
  });

  it("refuses a schema it cannot convert", () => {
    expect(() => toPostgresSchema("model A { id String @id }")).toThrow(/provider or output line not found/);
  });
});
