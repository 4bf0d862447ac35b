import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "./env";

// Kept apart from env.test.ts: this one reads the README.

describe("the README's configuration table", () => {
  it("lists every environment variable lib/env.ts reads", () => {
    const readme = readFileSync(path.join(import.meta.dirname, "..", "README.md"), "utf8");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    const read = Object.keys(envSchema.shape).filter(
      (name) => /^[A-Z][A-Z0-9_]+$/.test(name) && name !== "NODE_ENV",
    );
    expect(read.filter((name) => name.startsWith("OPENAI_")).length).toBeGreaterThan(5);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});
