import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildScoringBenchmark } from "./benchmark-input";
import { ScoringInputError } from "./issues";
import { parsePredictions } from "./parse-predictions";
import { scorePredictions } from "./score-predictions";
import type { ScoringBenchmark } from "./types";

const SCORING = path.resolve(import.meta.dirname, "../../datasets/reference/scoring");

function readBenchmark(dir: string): ScoringBenchmark {
  const read = (name: string): string => readFileSync(path.join(dir, name), "utf8");
  return buildScoringBenchmark({
    benchmarkJson: read("benchmark.json"),
    claimsJsonl: read("claims.jsonl"),
    labelsJsonl: read("labels.jsonl"),
  });
}

async function score(dir: string, predFile: string) {
  const benchmark = readBenchmark(dir);
  const { rows, issues } = await parsePredictions([readFileSync(predFile, "utf8")], {
    file: path.basename(predFile),
    format: "jsonl",
  });
  issues.throwIfAny();
  return scorePredictions(benchmark, rows, { file: path.basename(predFile) }).result;
}

/** Checks every leaf of `expected` against `actual` to 1e-9 (numbers) or exactly. */
function expectLeaves(actual: unknown, expected: unknown, where = "$"): number {
  if (typeof expected === "number") {
    expect(typeof actual, where).toBe("number");
    expect(Math.abs((actual as number) - expected), where).toBeLessThanOrEqual(1e-9);
    return 1;
  }
  if (expected !== null && typeof expected === "object") {
    expect(actual, where).toBeTypeOf("object");
    let count = 0;
    for (const [key, value] of Object.entries(expected)) {
      expect(actual, `${where} has ${key}`).toHaveProperty([key]);
      count += expectLeaves((actual as Record<string, unknown>)[key], value, `${where}.${key}`);
    }
    return count;
  }
  expect(actual, where).toEqual(expected);
  return 1;
}

const cases = ["integrity", "verdict-sliced", "verdict4"].flatMap((bundle) =>
  readdirSync(path.join(SCORING, bundle))
    .filter((name) => name.startsWith("expected-"))
    .map((name) => ({
      bundle,
      pred: `${name.slice("expected-".length, -".json".length)}.jsonl`,
      expected: name,
    })),
);

describe("reference bundles (datasets/reference/scoring)", () => {
  it("finds the reference cases", () => {
    expect(cases.length).toBe(4);
  });

  it.each(cases)("$bundle/$pred matches $expected", async ({ bundle, pred, expected }) => {
    const dir = path.join(SCORING, bundle);
    const result = await score(dir, path.join(dir, pred));
    const want = JSON.parse(readFileSync(path.join(dir, expected), "utf8")) as unknown;
    expect(expectLeaves(result, want)).toBeGreaterThan(5);
  });
});

describe("refused prediction files (bad/)", () => {
  const dir = path.join(SCORING, "integrity");
  const expectations: Record<string, RegExp> = {
    "duplicate-id.jsonl": /line 380, claim hi1-00007\).*duplicate.*line 8/,
    "malformed.jsonl": /line 51, claim x\).*malformed JSON/,
    "missing.jsonl": /claim hi1-00376\): missing[\s\S]*claim hi1-00377[\s\S]*claim hi1-00378/,
    "out-of-range.jsonl": /line 379, claim hi1-00378, field score\): score must be in \[-1, 1\]/,
    "unknown-id.jsonl": /line 379, claim no-such-claim, field claim_id\): unknown claim id/,
  };

  it("covers every bad file", () => {
    expect(readdirSync(path.join(SCORING, "bad")).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(Object.entries(expectations))("refuses %s", async (name, message) => {
    const failure = await score(dir, path.join(SCORING, "bad", name)).then(
      () => new Error("accepted"),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ScoringInputError);
    expect((failure as Error).message).toMatch(message);
    expect((failure as Error).message).toContain(name);
  });
});
