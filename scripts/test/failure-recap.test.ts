import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { failureRecap } from "./failure-recap";

const ESC = String.fromCharCode(27);

describe("failureRecap", () => {
  it("keeps the failing test and its error, without colours or repeats, and drops passing lines", () => {
    const log = path.join(mkdtempSync(path.join(os.tmpdir(), "recap-")), "suite.log");
    writeFileSync(
      log,
      [
        ` ${ESC}[32m✓${ESC}[39m tests/a.test.ts > works`,
        ` ${ESC}[31mFAIL${ESC}[39m  tests/cluster/many-processes.test.ts > scores every submission`,
        "AssertionError: expected 2 to be 1 // Object.is equality",
        "AssertionError: expected 2 to be 1 // Object.is equality",
        "    at tests/cluster/many-processes.test.ts:270:5",
      ].join("\n"),
    );
    expect(failureRecap(log)).toEqual([
      "FAIL  tests/cluster/many-processes.test.ts > scores every submission",
      "AssertionError: expected 2 to be 1 // Object.is equality",
    ]);
  });

  it("says so when there is no log or it names nothing", () => {
    expect(failureRecap("/nonexistent/suite.log")).toEqual(["(no log at /nonexistent/suite.log)"]);
    const log = path.join(mkdtempSync(path.join(os.tmpdir(), "recap-")), "quiet.log");
    writeFileSync(log, "all good\n");
    expect(failureRecap(log)[0]).toMatch(/names no failing test/);
  });
});
