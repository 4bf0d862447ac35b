import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|py|sh|yml|yaml|prisma|css)$|(^|\/)(run|\.gitignore)$/;
/** Paths that would reach outside a clone: the folder beside the repository, or this machine's layout. */
const OUTSIDE = /\.\.\/shared\b|\/work\/(shared|main|wt)\b/;

describe("the repository is self-contained", () => {
  it("no tracked file reads or points at a path outside the repository", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => TEXT.test(f));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((f) => f !== "package-lock.json")
      .flatMap((f) => {
        const lines = readFileSync(path.join(ROOT, f), "utf8").split("\n");
        return lines.flatMap((line, i) => (OUTSIDE.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []));
      });
    expect(offenders).toEqual([]);
  });
});
