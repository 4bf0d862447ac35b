import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toPredictionRow } from "./prediction-row";
import { scorePredictions } from "./score-predictions";
import { goldBenchmark, PARSED_REFERENCE_KEYS } from "@/tests/support/scoring-cases";
import type { PredictionRow, ScoringBenchmark } from "./types";

// Values from tests/fixtures/scoring/make_parsed_only.py (scikit-learn 1.2 on the parsed rows only).
interface ParsedCase {
  name: string;
  labels: string[];
  gold: { claim_id: string; label: string }[];
  rows: unknown[];
  expected: Record<string, number>;
}
const { cases } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/scoring/parsed-only.json"), "utf8"),
) as { cases: ParsedCase[] };

const benchmarkOf = (c: ParsedCase): ScoringBenchmark =>
  goldBenchmark(
    { track: "verdict", labels: c.labels, modes: ["classification"] },
    c.gold.map((g) => ({ claimId: g.claim_id, gold: { label: g.label } })),
  );

function rowsOf(c: ParsedCase): PredictionRow[] {
  return c.rows.map((value, i) => {
    const result = toPredictionRow(value, i + 1, `${c.name}.jsonl`);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    return result.row;
  });
}

const metricsOf = (m: object): Record<string, number> => ({ ...m }) as Record<string, number>;

describe("parsed-only metrics (RW-Post), against scikit-learn on the parsed rows", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const { result } = scorePredictions(benchmarkOf(c), rowsOf(c), { file: `${c.name}.jsonl` });
    const metrics = metricsOf(result.metrics);
    for (const [key, value] of Object.entries(c.expected)) {
      expect(Math.abs(metrics[key]! - value), key).toBeLessThanOrEqual(1e-15);
    }
  });

  it("differ from the plain metrics exactly when something did not parse", () => {
    const rw = cases.find((c) => c.name === "rw")!;
    const metrics = metricsOf(
      scorePredictions(benchmarkOf(rw), rowsOf(rw), { file: "rw.jsonl" }).result.metrics,
    );
    expect(metrics["fsr"]).toBeLessThan(1);
    expect(metrics["accuracy_parsed"]).toBeGreaterThan(metrics["accuracy"]!);
  });

  it("leave missing predictions out, as unparsed ones (--missing-as-wrong)", () => {
    const rw = cases.find((c) => c.name === "rw")!;
    const rows = rowsOf(rw);
    const full = metricsOf(scorePredictions(benchmarkOf(rw), rows, { file: "rw.jsonl" }).result.metrics);
    // Drop the unparsed rows: they become missing, and the parsed-only numbers stay the same.
    const parsedRows = rows.filter((_, i) => {
      const one = scorePredictions({ ...benchmarkOf(rw), claims: [benchmarkOf(rw).claims[i]!] }, [rows[i]!], {
        file: "one.jsonl",
      });
      return one.records[0]!.parsed && one.records[0]!.label !== null;
    });
    const { result } = scorePredictions(benchmarkOf(rw), parsedRows, {
      file: "rw.jsonl",
      missingAsWrong: true,
    });
    const dropped = metricsOf(result.metrics);
    expect(result.missing).toBe(rows.length - parsedRows.length);
    for (const key of PARSED_REFERENCE_KEYS) {
      expect(dropped[key], key).toBe(full[key]);
    }
  });
});
