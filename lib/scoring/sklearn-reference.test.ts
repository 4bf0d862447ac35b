import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scorePredictions } from "./score-predictions";
import { toPredictionRow } from "./prediction-row";
import type { PredictionRow, ScoringBenchmark, ScoringClaim } from "./types";

// Values from tests/fixtures/scoring/make_reference.py (scikit-learn 1.2, exact rationals).
interface Reference {
  verdict: {
    labels: string[];
    gold: { claim_id: string; label: string }[];
    rows: unknown[];
    expected: Record<string, unknown>;
  };
  integrity: {
    gold: { claim_id: string; integrity: number }[];
    rows: unknown[];
    expected: { metrics: Record<string, number> };
  };
}
const reference = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/scoring/reference.json"), "utf8"),
) as Reference;

const claim = (claimId: string, gold: ScoringClaim["gold"]): ScoringClaim => ({
  claimId,
  claimDate: "2024-01-01",
  media: [],
  evidence: [],
  gold,
});

function rows(raw: unknown[]): PredictionRow[] {
  return raw.map((value, i) => {
    const result = toPredictionRow(value, i + 1, "ref.jsonl");
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    return result.row;
  });
}

const close = (actual: unknown, expected: unknown): void => {
  if (typeof expected === "number") expect(actual).toBeCloseTo(expected, 12);
  else if (Array.isArray(expected)) expected.forEach((v, i) => close((actual as unknown[])[i], v));
  else if (expected && typeof expected === "object") {
    for (const [k, v] of Object.entries(expected)) close((actual as Record<string, unknown>)[k], v);
  } else expect(actual).toEqual(expected);
};

describe("scikit-learn reference values", () => {
  it("verdict: unseen label, unparseable outputs, per-class numbers and confusion", () => {
    const { labels, gold, expected } = reference.verdict;
    const benchmark: ScoringBenchmark = {
      track: "verdict",
      labels,
      slices: [],
      modes: ["classification"],
      factCheckDomains: [],
      claims: gold.map((g) => claim(g.claim_id, { label: g.label })),
    };
    const { result } = scorePredictions(benchmark, rows(reference.verdict.rows), { file: "ref.jsonl" });
    expect(result.n).toBe(gold.length);
    expect(result.per_class?.["Conflicting"]?.support).toBe(0);
    expect(result.metrics).toHaveProperty("fsr");
    expect((result.metrics as { fsr: number }).fsr).toBeLessThan(1);
    close(result.metrics, expected["metrics"]);
    close(result.per_class, expected["per_class"]);
    close(result.confusion, expected["confusion"]);
  });

  it("integrity: mse, mae, acc3, acc7 with boundary scores", () => {
    const benchmark: ScoringBenchmark = {
      track: "integrity",
      labels: [],
      slices: [],
      modes: ["classification"],
      factCheckDomains: [],
      claims: reference.integrity.gold.map((g) => claim(g.claim_id, { integrity: g.integrity })),
    };
    const { result } = scorePredictions(benchmark, rows(reference.integrity.rows), { file: "ref.jsonl" });
    close(result.metrics, reference.integrity.expected.metrics);
  });
});
