/**
 * Spawns the contamination CLI (scripts/contamination.ts) the way users run it.
 * Lives here because this task may only add scripts/contamination.ts under scripts/.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REFERENCE_DIR } from "@/tests/support/contamination-cases";

const ROOT = path.join(import.meta.dirname, "..", "..");
const ORACLE = path.join(REFERENCE_DIR, "oracle.jsonl");
const GENERATED = path.join(REFERENCE_DIR, "generated.jsonl");
/** The reference files scored with METEOR, as the README runs the CLI. */
const METEOR_ON_REFERENCE = ["--oracle", ORACLE, "--generated", GENERATED, "--metric", "meteor"];

function run(...args: string[]) {
  const result = spawnSync("npx", ["tsx", "scripts/contamination.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tempFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "contamination-cli-")), name);
  writeFileSync(file, text);
  return file;
}

describe("contamination CLI", () => {
  it("prints the reference expected.jsonl byte for byte", () => {
    const { status, stdout, stderr } = run(...METEOR_ON_REFERENCE);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout).toBe(readFileSync(path.join(REFERENCE_DIR, "expected.jsonl"), "utf8"));
  });
  it("honours --tau", () => {
    const { status, stdout } = run(...METEOR_ON_REFERENCE, "--tau", "0.5");
    expect(status).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { score?: number; contaminated?: boolean; summary?: { flagged: number } });
    const claims = lines.slice(0, -1);
    expect(claims.every((c) => c.contaminated === (c.score ?? 0) >= 0.5)).toBe(true);
    expect(lines.at(-1)?.summary?.flagged).toBe(claims.filter((c) => c.contaminated).length);
    expect(lines.at(-1)?.summary?.flagged).toBeLessThan(41);
  });
  it.each([
    [
      "a malformed line",
      '{"claim_id": "avt-11-0000", "evidence": []}\n{oops\n',
      /generated\.jsonl:2: not valid JSON/,
    ],
    ["a missing field", '{"claim_id": "avt-11-0000"}\n', /generated\.jsonl:1: field evidence/],
    [
      "a duplicate claim id",
      '{"claim_id": "avt-11-0000", "evidence": []}\n{"claim_id": "avt-11-0000", "evidence": []}\n',
      /generated\.jsonl:2: duplicate claim_id/,
    ],
    [
      "an unknown claim id",
      '{"claim_id": "avt-11-0000", "evidence": []}\n{"claim_id": "zzz", "evidence": []}\n',
      /generated\.jsonl:2: claim_id "zzz" is not in the oracle file/,
    ],
  ])("refuses %s with a message naming file and line", (_, text, message) => {
    const { status, stdout, stderr } = run(
      "--oracle",
      ORACLE,
      "--generated",
      tempFile("generated.jsonl", text),
      "--metric",
      "meteor",
    );
    expect(status).not.toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
  });
  it.each([
    [["--oracle", ORACLE, "--generated", GENERATED], /required/],
    [["--oracle", ORACLE, "--generated", GENERATED, "--metric", "embedding"], /only "meteor"/],
    [[...METEOR_ON_REFERENCE, "--tau", "high"], /--tau high: not a number/],
    [
      ["--oracle", "/nonexistent.jsonl", "--generated", GENERATED, "--metric", "meteor"],
      /nonexistent\.jsonl: cannot read/,
    ],
    [["--oracle", ORACLE, "--bogus"], /Unknown option/],
  ])("refuses bad arguments %j", (args, message) => {
    const { status, stderr } = run(...args);
    expect(status).not.toBe(0);
    expect(stderr).toMatch(message);
  });
});
