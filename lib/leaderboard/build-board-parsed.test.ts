import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { toPredictionRow } from "@/lib/scoring/prediction-row";
import { goldBenchmark, PARSED_REFERENCE_KEYS } from "@/tests/support/scoring-cases";
import type { PredictionRow, ScoringBenchmark } from "@/lib/scoring/types";
import { discloseLeaderboard } from "@/lib/disclosure/disclose-board";
import { buildBoard } from "./build-board";
import { oneSplitVerdictBenchmark } from "@/tests/support/test-board";

// The RW-Post-like reference case of tests/fixtures/scoring/make_parsed_only.py (scikit-learn).
const dir = path.resolve(import.meta.dirname, "../../datasets/reference/scoring/verdict-format");
const lines = (file: string) =>
  readFileSync(path.join(dir, file), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const gold = lines("labels.jsonl") as { claim_id: string; label: string }[];
const expected = (
  JSON.parse(readFileSync(path.join(dir, "expected-pred.json"), "utf8")) as {
    metrics: Record<string, number>;
  }
).metrics;
const benchmark: ScoringBenchmark = goldBenchmark(
  { track: "verdict", labels: ["True", "False", "Unproven"] },
  gold.map((g) => ({ claimId: g.claim_id, gold: { label: g.label } })),
);
const rows: PredictionRow[] = lines("pred.jsonl").map((value, i) => {
  const r = toPredictionRow(value, i + 1, "pred.jsonl");
  if (!r.ok) throw new Error("bad fixture row");
  return r.row;
});
// A second model that always answers in the format but is right less often.
const steady: PredictionRow[] = gold.map((g, i) => ({
  line: i + 1,
  claimId: g.claim_id,
  variant: "original",
  label: i % 2 === 0 ? g.label : "Unproven",
  citations: [],
}));
const models = [
  { id: "format-slips", cutoff: null, records: buildInstanceRecords(benchmark, rows, { file: "a" }) },
  { id: "steady", cutoff: null, records: buildInstanceRecords(benchmark, steady, { file: "b" }) },
];
const options = {
  window: {},
  bufferDays: 0,
  lowerIsBetter: false,
  b: 200,
  seed: 0,
  cut: { mode: "classification" as const },
};

describe("a verdict board ranked on parsed-only metrics", () => {
  it("shows the reference values and ranks differently from unparsed-as-wrong", () => {
    const plain = buildBoard(benchmark, models, { ...options, metric: "accuracy" });
    const parsed = buildBoard(benchmark, models, { ...options, metric: "accuracy_parsed" });
    const slips = parsed.rows.find((r) => r.id === "format-slips")!;
    for (const key of PARSED_REFERENCE_KEYS) {
      expect(Math.abs(slips.values[key]! - expected[key]!), key).toBeLessThanOrEqual(1e-15);
    }
    // steady: right on every other claim (and on Unproven gold), always in the format.
    expect(plain.rows.find((r) => r.id === "steady")!.rank).toBe(1);
    expect(slips.rank).toBe(1);
    expect(slips.intervals["accuracy_parsed"]![0]).toBeLessThan(slips.values["accuracy_parsed"]!);
  });
});

describe("discloseLeaderboard on parsed-only metrics", () => {
  const row = (fsr: number) => ({
    entryId: "e",
    modelId: "m",
    model: "M",
    organisation: null,
    openWeights: null,
    parameterCount: null,
    cutoff: null,
    regime: null,
    declaredCutoff: null,
    estimatedCutoff: null,
    status: "ranked" as const,
    rank: 1,
    rankLow: 1,
    rankHigh: 1,
    isTopTier: true,
    n: 300,
    missing: 0,
    submittedAt: null,
    submissionIds: [],
    costPerRun: null,
    badges: [],
    metrics: {
      fsr: { value: fsr, low: fsr, high: fsr },
      accuracy: { value: 0.4113, low: 0.35, high: 0.46 },
      accuracy_parsed: { value: 0.8213, low: 0.7713, high: 0.8612 },
    },
  });
  const board = (fsr: number) => ({
    benchmark: oneSplitVerdictBenchmark("s"),
    query: {
      splits: ["2025Q1"],
      metric: "accuracy_parsed",
      mode: "classification" as const,
      regime: "all" as const,
      buffer: 0,
      cutoff: "declared" as const,
      view: "table" as const,
      format: "json" as const,
      controlled: "0" as const,
    },
    metrics: ["accuracy", "fsr", "accuracy_parsed"],
    primaryMetric: "macro_f1",
    lowerIsBetter: false,
    n: 300,
    isSmallWindow: false,
    bootstrap: { b: 1000, seed: 0 },
    representative: "best" as const,
    rows: [row(fsr)],
    notes: [],
    selectedEntries: [],
    release: { exact: true, step: null, stepOverride: null },
  });

  it("rounds them for the claims that parsed and withholds them under 30 parsed claims", () => {
    const hidden = { exact: false, stepOverride: null } as const;
    const sixty = discloseLeaderboard(hidden, board(0.2)).rows[0]!.metrics;
    expect(sixty["accuracy"]!.value).toBe(0.42); // 300 claims: step 0.02
    expect(sixty["accuracy_parsed"]).toMatchObject({ value: 0.8, low: 0.75, high: 0.85 }); // 60 parsed: step 0.05
    const ten = discloseLeaderboard(hidden, board(10 / 300)).rows[0]!.metrics;
    expect(Number.isNaN(ten["accuracy_parsed"]!.value)).toBe(true);
    expect(ten["fsr"]!.value).toBe(10 / 300);
  });
});
