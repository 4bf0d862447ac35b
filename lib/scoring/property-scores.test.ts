import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildScoringBenchmark } from "./benchmark-input";
import { ScoringInputError } from "./issues";
import { parsePredictions } from "./parse-predictions";
import { scorePredictions } from "./score-predictions";
import { decodeClaimInstances, encodeClaimInstances } from "./stored-instances";
import { scoreRecords } from "./score-records";

// Values from tests/fixtures/properties/make_properties.py (scikit-learn mean_squared_error).
const dir = path.resolve(import.meta.dirname, "../../tests/fixtures/properties");
const read = (name: string) => readFileSync(path.join(dir, name), "utf8");
const expected = JSON.parse(read("expected.json")) as {
  n: number;
  metrics: { mse: number };
  properties: Record<string, { mse: number; n: number; missing: number }>;
};
const texts = {
  benchmarkJson: read("bundle/benchmark.json"),
  claimsJsonl: read("bundle/claims.jsonl"),
  labelsJsonl: read("bundle/labels.jsonl"),
};

async function score(predictions: string, format: "jsonl" | "csv" = "jsonl") {
  const benchmark = buildScoringBenchmark(texts);
  const file = `pred.${format}`;
  const { rows, issues } = await parsePredictions([predictions], { file, format });
  return scorePredictions(benchmark, rows, { file, issues });
}

async function problemsOf(predictions: string, format: "jsonl" | "csv" = "jsonl"): Promise<string> {
  try {
    await score(predictions, format);
  } catch (error) {
    if (error instanceof ScoringInputError) return error.message;
    throw error;
  }
  throw new Error("expected the file to be refused");
}

describe("property-level scores (VeriTaS)", () => {
  it("match scikit-learn's mean_squared_error per property, with n and missing counts", async () => {
    const { result, records } = await score(read("predictions.jsonl"));
    expect(result.n).toBe(expected.n);
    expect((result.metrics as { mse: number }).mse).toBeCloseTo(expected.metrics.mse, 14);
    expect(Object.keys(result.properties ?? {})).toEqual(Object.keys(expected.properties));
    for (const [name, want] of Object.entries(expected.properties)) {
      const got = result.properties?.[name];
      expect(got?.n, name).toBe(want.n);
      expect(got?.missing, name).toBe(want.missing);
      expect(got?.mse, name).toBeCloseTo(want.mse, 14);
    }
    // Stored records score to the same numbers (the board and the submission read these).
    const stored = [...encodeClaimInstances(records)].flatMap(([id, json]) => decodeClaimInstances(id, json));
    const again = scoreRecords(buildScoringBenchmark(texts), stored, { subsets: false });
    expect(again.properties).toEqual(result.properties);
  });

  it("reads property scores from a CSV column holding JSON", async () => {
    const lines = read("predictions.jsonl")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
    const csv = [
      "claim_id,score,properties",
      ...lines.map(
        (l) =>
          `${String(l["claim_id"])},${String(l["score"])},${l["properties"] ? quote(JSON.stringify(l["properties"])) : ""}`,
      ),
    ].join("\n");
    const { result } = await score(csv, "csv");
    for (const [name, want] of Object.entries(expected.properties))
      expect(result.properties?.[name]?.mse).toBeCloseTo(want.mse, 14);
  });

  it("gives no MSE (NaN, null in JSON) for a property nobody predicted, and counts every gold claim as missing", async () => {
    const bare = read("predictions.jsonl")
      .trim()
      .split("\n")
      .map((l) => {
        const { properties: _p, ...rest } = JSON.parse(l) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join("\n");
    const { result } = await score(bare);
    const p = result.properties?.["claim_specificity"];
    expect(p?.n).toBe(0);
    expect(p?.missing).toBe(
      expected.properties["claim_specificity"]!.n + expected.properties["claim_specificity"]!.missing,
    );
    expect(Number.isNaN(p?.mse)).toBe(true);
    expect(JSON.parse(JSON.stringify(result)).properties.claim_specificity.mse).toBeNull();
  });

  it("refuses unknown property names, values outside [-1, 1] and non-numbers, naming line and field", async () => {
    const lines = read("predictions.jsonl").trim().split("\n");
    lines[0] = JSON.stringify({ claim_id: "p000", score: 0, properties: { claim_specificty: 0.5 } });
    lines[1] = JSON.stringify({ claim_id: "p001", score: 0, properties: { source_reliability: 1.5 } });
    lines[2] = JSON.stringify({ claim_id: "p002", score: 0, properties: { media_authenticity: "high" } });
    lines[3] = JSON.stringify({ claim_id: "p003", score: 0, properties: [0.5] });
    const message = await problemsOf(lines.join("\n"));
    expect(message).toMatch(
      /pred\.jsonl \(line 1, claim p000, field properties\.claim_specificty\): unknown property "claim_specificty" \(declared: claim_specificity, source_reliability, media_authenticity\)/,
    );
    expect(message).toMatch(
      /line 2, claim p001, field properties\.source_reliability\): must be in \[-1, 1\]/,
    );
    expect(message).toMatch(
      /line 3, claim p002, field properties\.media_authenticity\): must be a number in \[-1, 1\]/,
    );
    expect(message).toMatch(/line 4, claim p003, field properties\): must be an object of property names/);
  });

  it("refuses unknown property names in labels.jsonl (the CLI's bundle reader)", () => {
    const labels = texts.labelsJsonl.replace('"claim_specificity"', '"claim_specifity"');
    expect(() => buildScoringBenchmark({ ...texts, labelsJsonl: labels })).toThrow(
      /labels\.jsonl \(line 1, claim p000, field properties\.claim_specifity\): unknown property "claim_specifity"/,
    );
  });
});
