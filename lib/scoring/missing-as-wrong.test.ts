import { describe, expect, it } from "vitest";
import { divergences } from "@/tests/support/divergence-cases";
import { decodeCsvRecord, toPredictionRow } from "./prediction-row";
import { scorePredictions } from "./score-predictions";
import { goldBenchmark } from "@/tests/support/scoring-cases";
import type { PredictionRow, ScoringBenchmark } from "./types";

const { gold, rows, template_rows: templateRows, missing, expected } = divergences.missing;

const benchmark: ScoringBenchmark = goldBenchmark(
  { track: "integrity", labels: [] },
  gold.map((g) => ({ claimId: g.claim_id, gold: { integrity: g.integrity } })),
);
const predictions: PredictionRow[] = rows.map((r, i) => ({
  line: i + 1,
  claimId: r.claim_id,
  variant: "original",
  score: r.score,
  citations: [],
}));

describe("--missing-as-wrong on the integrity track", () => {
  it("scores a missing claim as the worst possible error, as the scikit-learn reference does", () => {
    const { result } = scorePredictions(benchmark, predictions, { file: "p.jsonl", missingAsWrong: true });
    expect(result.n).toBe(gold.length);
    expect(result.missing).toBe(missing);
    for (const [name, value] of Object.entries(expected.metrics)) {
      expect(
        Math.abs((result.metrics as unknown as Record<string, number>)[name]! - value),
        name,
      ).toBeLessThanOrEqual(1e-15);
    }
  });

  it("counts a template row left empty (score null, or an empty CSV cell) as missing, as the reference does", () => {
    const parsed = (raw: unknown, line: number): PredictionRow => {
      const result = toPredictionRow(raw, line, "t.jsonl");
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      return result.row;
    };
    const jsonl = templateRows.map((r, i) => parsed(JSON.parse(JSON.stringify(r)), i + 1));
    const csv = templateRows.map((r, i) =>
      parsed(
        decodeCsvRecord({ claim_id: r.claim_id, score: r.score === null ? "" : String(r.score) }),
        i + 1,
      ),
    );
    expect(jsonl.filter((r) => r.isEmpty)).toHaveLength(missing);
    for (const rowsOfFile of [jsonl, csv]) {
      const { result } = scorePredictions(benchmark, rowsOfFile, { file: "t.jsonl", missingAsWrong: true });
      expect(result.missing).toBe(missing);
      for (const [name, value] of Object.entries(expected.metrics))
        expect(
          Math.abs((result.metrics as unknown as Record<string, number>)[name]! - value),
          name,
        ).toBeLessThanOrEqual(1e-15);
    }
    // Without --missing-as-wrong it is refused as a missing prediction, naming the line.
    const firstEmpty = templateRows.findIndex((r) => r.score === null);
    expect(() => scorePredictions(benchmark, jsonl, { file: "t.jsonl" })).toThrow(
      `t.jsonl (line ${firstEmpty + 1}, claim ${templateRows[firstEmpty]!.claim_id}): missing prediction (left empty)`,
    );
  });

  it("is wrong whatever the gold: even gold 0 gets error 1, not 0", () => {
    const zero: ScoringBenchmark = {
      ...benchmark,
      claims: [{ ...benchmark.claims[0]!, gold: { integrity: 0 } }],
    };
    const { result, records } = scorePredictions(zero, [], { file: "p.jsonl", missingAsWrong: true });
    expect(result.metrics).toMatchObject({ mse: 1, mae: 1, acc3: 0, acc7: 0 });
    expect(records[0]).toMatchObject({ score: null, missing: true, sqError: 1 });
  });

  it("reads records stored before the rule (score 0 for a missing claim) the same way", async () => {
    const { scoreRecords } = await import("./score-records");
    const old = scoreRecords(
      benchmark,
      gold.map((g) => {
        const row = rows.find((r) => r.claim_id === g.claim_id);
        return {
          claimId: g.claim_id,
          slice: null,
          variant: "original" as const,
          label: null,
          score: row?.score ?? 0,
          parsed: row !== undefined,
          missing: row === undefined,
          cited: false,
          leaked: false,
        };
      }),
      { subsets: false },
    );
    expect(old.metrics).toEqual(
      scorePredictions(benchmark, predictions, { file: "p.jsonl", missingAsWrong: true }).result.metrics,
    );
  });
});
