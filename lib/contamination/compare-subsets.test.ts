import { describe, expect, it } from "vitest";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { compareSubsets } from "./compare-subsets";

const ids = Array.from({ length: 20 }, (_, i) => `c${i}`);
const benchmark: ScoringBenchmark = {
  track: "verdict",
  labels: ["Yes", "No"],
  slices: [],
  modes: [],
  factCheckDomains: [],
  claims: ids.map((claimId, i) => ({
    claimId,
    claimDate: "2025-01-01",
    media: [],
    evidence: [],
    gold: { label: i % 2 === 0 ? "Yes" : "No" },
  })),
};
const record = (claimId: string, label: string): InstanceRecord => ({
  claimId,
  slice: null,
  variant: "original",
  label,
  score: null,
  parsed: true,
  missing: false,
  cited: false,
  leaked: false,
});

describe("compareSubsets", () => {
  it("finds a clear gap: all right on one subset, all wrong on the other", () => {
    const records = ids.map((id, i) => {
      const gold = i % 2 === 0 ? "Yes" : "No";
      return record(id, i < 10 ? gold : gold === "Yes" ? "No" : "Yes");
    });
    const c = compareSubsets(benchmark, records, "accuracy", ids.slice(0, 10), ids.slice(10), { b: 200 });
    expect(c).toMatchObject({
      a: { n: 10, value: 1 },
      b: { n: 10, value: 0 },
      difference: 1,
      interval: [1, 1],
      pValue: 0,
    });
  });

  it("finds no gap between equally good subsets, and none at all when a subset is empty", () => {
    const records = ids.map((id, i) => record(id, i % 4 < 2 ? "Yes" : "No"));
    const c = compareSubsets(benchmark, records, "accuracy", ids.slice(0, 8), ids.slice(8, 16), { b: 500 });
    expect(c.difference).toBe(0);
    expect(c.pValue).toBeGreaterThan(0.5);
    expect(compareSubsets(benchmark, records, "accuracy", [], ids)).toMatchObject({
      a: { n: 0, value: null },
      difference: null,
      pValue: null,
    });
  });
});
