import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  integrityBundle,
  jsonl,
  verdictBundle,
  writeTestBundle,
} from "@/tests/fixtures/bundles/write-test-bundle";
import type { BundleProblem, ReadBundleResult } from "./bundle-types";
import { formatBundleProblems, readBundle } from "./read-bundle";

const REFERENCE = path.resolve(process.cwd(), "datasets/reference/scoring");

function problemsOf(result: ReadBundleResult): BundleProblem[] {
  if (result.ok) throw new Error("expected problems, bundle was valid");
  return result.problems;
}

describe("readBundle: valid bundles", () => {
  it.each(["integrity", "verdict-sliced", "verdict4"])(
    "reference bundle %s validates cleanly",
    async (name) => {
      const result = await readBundle(path.join(REFERENCE, name));
      expect(result.ok ? [] : result.problems).toEqual([]);
    },
  );

  it("parses a sliced verdict bundle with derived splits and embargo", async () => {
    const result = await readBundle(await writeTestBundle(verdictBundle()));
    if (!result.ok) throw new Error(formatBundleProblems(result));
    const { bundle } = result;
    expect(bundle.claims.map((c) => c.split)).toEqual(["2025Q1", "2025Q1", "2025Q2"]);
    expect(bundle.splits).toEqual([
      { split: "2025Q1", kind: "dev", claimCount: 2 },
      { split: "2025Q2", kind: "test", claimCount: 1, embargoedUntil: "2027-01-01" },
    ]);
    expect(bundle.oracleEvidence).toHaveLength(1);
    expect(bundle.hasSplitsFile).toBe(true);
  });

  it("defaults every split to hidden test without splits.json", async () => {
    const result = await readBundle(await writeTestBundle(integrityBundle()));
    if (!result.ok) throw new Error(formatBundleProblems(result));
    expect(result.bundle.hasSplitsFile).toBe(false);
    expect(result.bundle.splits.map((s) => [s.split, s.kind])).toEqual([
      ["2024Q1", "test"],
      ["2024Q3", "test"],
    ]);
  });

  it("compares labels ignoring case and stores the benchmark spelling", async () => {
    const files = verdictBundle();
    files["labels.jsonl"] = [
      { claim_id: "c1", label: " real ", labels_by_slice: { "-3": "AMBIGUOUS", "0": "real", "3": "Real" } },
      { claim_id: "c2", label: "fake", labels_by_slice: { "-3": "Fake", "0": "Fake", "3": "Fake" } },
      {
        claim_id: "c3",
        label: "Ambiguous",
        labels_by_slice: { "-3": "Ambiguous", "0": "Ambiguous", "3": "Ambiguous" },
      },
    ];
    const result = await readBundle(await writeTestBundle(files));
    if (!result.ok) throw new Error(formatBundleProblems(result));
    expect(result.bundle.labels[0]).toEqual({
      claim_id: "c1",
      label: "Real",
      labels_by_slice: { "-3": "Ambiguous", "0": "Real", "3": "Real" },
    });
    expect(result.bundle.labels[1]?.label).toBe("Fake");
  });
});

describe("readBundle: files", () => {
  it.each(["benchmark.json", "claims.jsonl", "labels.jsonl"])(
    "reports missing required file %s",
    async (name) => {
      const files: Record<string, object | null> = verdictBundle();
      files[name] = null;
      expect(problemsOf(await readBundle(await writeTestBundle(files)))).toContainEqual({
        file: name,
        message: "required file is missing",
      });
    },
  );

  it.each(["benchmark.json", "claims.jsonl", "labels.jsonl", "oracle_evidence.jsonl", "splits.json"])(
    "reports empty file %s",
    async (name) => {
      const files: Record<string, object | string> = verdictBundle();
      files[name] = "\n  \n";
      expect(problemsOf(await readBundle(await writeTestBundle(files)))).toContainEqual({
        file: name,
        message: "file is empty",
      });
    },
  );

  it("reports a malformed JSON line with its line number and keeps reading", async () => {
    const files: Record<string, object | string> = verdictBundle();
    const claims = jsonl(verdictBundle()["claims.jsonl"] as object[]).split("\n");
    claims.splice(1, 0, '{"claim_id": "cx", "text": ');
    files["claims.jsonl"] = claims.join("\n");
    const problems = problemsOf(await readBundle(await writeTestBundle(files)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "claims.jsonl", line: 2 });
    expect(problems[0]?.message).toMatch(/^malformed JSON/);
  });

  it("reports malformed benchmark.json", async () => {
    const files: Record<string, object | string> = verdictBundle();
    files["benchmark.json"] = "{ slug: 1";
    const problems = problemsOf(await readBundle(await writeTestBundle(files)));
    expect(problems[0]).toMatchObject({ file: "benchmark.json" });
    expect(problems[0]?.message).toMatch(/^malformed JSON/);
  });

  it("reports a missing folder", async () => {
    expect(problemsOf(await readBundle("/nonexistent/bundle"))[0]?.message).toBe(
      "bundle folder does not exist",
    );
  });

  it("reports the first 100 problems and counts the rest", async () => {
    const files: Record<string, object | null> = verdictBundle();
    files["claims.jsonl"] = Array.from({ length: 150 }, (_, i) => ({
      claim_id: `d${i}`,
      text: "t",
      claim_date: "2025-02-30",
    }));
    files["labels.jsonl"] = Array.from({ length: 150 }, (_, i) => ({
      claim_id: `d${i}`,
      label: "Real",
      labels_by_slice: { "-3": "Real", "0": "Real", "3": "Real" },
    }));
    files["oracle_evidence.jsonl"] = null;
    files["splits.json"] = null;
    const result = await readBundle(await writeTestBundle(files));
    if (result.ok) throw new Error("expected problems");
    expect(result.problems).toHaveLength(100);
    expect(result.problems[99]).toMatchObject({ file: "claims.jsonl", line: 100, field: "claim_date" });
    // One problem per bad date; the label rows of those claims are not reported again.
    expect(result.totalProblems).toBe(150);
    expect(result.omittedProblems).toBe(50);
    expect(formatBundleProblems(result)).toMatch(/and 50 more problems$/);
  });
});
