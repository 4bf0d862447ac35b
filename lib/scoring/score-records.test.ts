import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "./build-records";
import { scoreRecords } from "./score-records";
import { integrityBenchmark, makeClaim, row, slicedBenchmark } from "@/tests/support/scoring-cases";

describe("scoreRecords over stored per-claim records", () => {
  const benchmark = integrityBenchmark([1, -1, 0, 1 / 3, -2 / 3]);
  benchmark.claims[0]!.media = ["image"];
  benchmark.claims[1]!.language = "en";
  const scores = [0.5, -1, 0.2, 1 / 3, 0];
  const records = buildInstanceRecords(
    benchmark,
    scores.map((s, i) => row({ claimId: `c${i}`, score: s })),
    { file: "p" },
  );

  it("restricting to claim ids equals scoring a benchmark of only those claims", () => {
    const subset = scoreRecords(benchmark, records, { claimIds: ["c0", "c2"] });
    expect(subset.n).toBe(2);
    const want = { mse: (0.25 + 0.04) / 2, mae: (0.5 + 0.2) / 2, acc3: 1, acc7: 0 }; // 0.5 ties to 1/3, 0.2 is nearer 1/3 than 0
    for (const [key, value] of Object.entries(want))
      expect(subset.metrics).toHaveProperty(key, expect.closeTo(value, 12));
    const stored = JSON.parse(JSON.stringify(records)) as typeof records; // survives storage
    expect(scoreRecords(benchmark, stored).metrics).toEqual(scoreRecords(benchmark, records).metrics);
  });

  it("reports media, language and gold-integrity subsets", () => {
    const result = scoreRecords(benchmark, records);
    expect(result.subsets?.["with_images"]).toEqual({
      n: 1,
      metrics: { mse: 0.25, mae: 0.5, acc3: 1, acc7: 0 },
    });
    expect(result.subsets?.["text_only"]?.n).toBe(4);
    expect(result.subsets?.["english"]?.n).toBe(1);
    expect(result.subsets?.["other_language"]).toBeUndefined();
    expect(result.subsets?.["intact"]?.n).toBe(1); // 1/3 is not intact
    expect(result.subsets?.["compromised"]?.n).toBe(2);
  });

  it("computes slices, modes, avg12, reasoning gap, SSA and leakage for a sliced benchmark", () => {
    const sliced = slicedBenchmark([
      makeClaim("a", { label: "Real", labelsBySlice: { "-3": "Ambiguous", "0": "Real", "3": "Real" } }),
      makeClaim("b", { label: "Fake", labelsBySlice: { "-3": "Fake", "0": "Fake", "3": "Fake" } }),
    ]);
    const rows = [
      ...[-3, 0, 3].map((slice) => row({ claimId: "a", slice, label: slice === -3 ? "Ambiguous" : "Real" })),
      ...[-3, 0, 3].map((slice) => row({ claimId: "b", slice, rawOutput: "[[fake]]" })),
      ...[-3, 0, 3].map((slice) => row({ claimId: "a", slice, variant: "shifted", label: "Real" })),
      ...[-3, 0, 3].map((slice) =>
        row({
          claimId: "b",
          slice,
          variant: "shifted",
          label: slice === 3 ? "Real" : "Fake",
          citations: [{ url: "https://snopes.com/x" }],
        }),
      ),
    ];
    const result = scoreRecords(sliced, buildInstanceRecords(sliced, rows, { file: "p" }));
    expect(result.n).toBe(2);
    expect(result.metrics).toMatchObject({ accuracy: 5 / 6, fsr: 1 });
    expect(result.slices?.["-3"]).toEqual({
      classification: { accuracy: 0.5, macro_f1: (0 + 1 + 0) / 3 },
      inference: { accuracy: 1, macro_f1: 2 / 3 },
    });
    expect(result.reasoning_gap).toBeCloseTo(0.5, 12);
    // macro F1 runs over all 3 labels, so a perfect slice has macro_f1 2/3.
    // original: slice -3 {0.5, 1/3 | 1, 2/3}, slices 0 and 3 {1, 2/3 | 1, 2/3}
    const original = (2.5 + 2 * (10 / 3)) / 12;
    expect(result.avg12).toBeCloseTo(original, 12);
    // shifted: -3 {1, 2/3 | 0.5, 1/3}, 0 {1, 2/3 | 1, 2/3}, 3 {0.5, 2/9 | 0.5, 2/9}
    const shifted = (2.5 + 10 / 3 + 1 + 4 / 9) / 12;
    expect(result.ssa?.otr).toBeCloseTo(2 / 6, 12);
    expect(result.ssa?.delta).toBeCloseTo(original - shifted, 12);
    expect(result.ssa?.factor).toBeCloseTo((original - shifted) * (2 / 6) * 100, 12);
    expect(result.leakage).toEqual({ rate: 0.5, leaked_claims: 1 });
  });
});
