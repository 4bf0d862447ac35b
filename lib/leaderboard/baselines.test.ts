import { describe, expect, it } from "vitest";
import { scoreRecords } from "@/lib/scoring/score-records";
import { integrityBenchmark, makeClaim, slicedBenchmark } from "@/tests/support/scoring-cases";
import { buildBaselines, majorityLabel } from "./baselines";

describe("baselines", () => {
  it("scores always-0 on balanced ±1 gold at MSE 1 (DOMAIN §2)", () => {
    const benchmark = integrityBenchmark(Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 1 : -1)));
    const [zero, random] = buildBaselines(
      benchmark,
      benchmark.claims.map((c) => c.claimId),
      7,
    );
    expect(scoreRecords(benchmark, zero!.records).metrics).toMatchObject({ mse: 1, mae: 1, acc3: 0 });
    const mse = (scoreRecords(benchmark, random!.records).metrics as { mse: number }).mse;
    // E[(U - g)^2] for U uniform on [-1, 1] and g = ±1 is 4/3.
    expect(mse).toBeGreaterThan(1.1);
    expect(mse).toBeLessThan(1.6);
    expect(
      buildBaselines(
        benchmark,
        benchmark.claims.map((c) => c.claimId),
        7,
      ),
    ).toEqual([zero, random]);
  });

  it("uses the majority gold class of the selected claims only, with a prediction per slice", () => {
    const claims = ["Real", "Fake", "Fake", "Real", "Real"].map((label, i) =>
      makeClaim(`c${i}`, { label, labelsBySlice: { "-3": label, "0": label, "3": label } }),
    );
    const benchmark = slicedBenchmark(claims);
    expect(majorityLabel(benchmark.labels, claims)).toBe("Real");
    const [majority] = buildBaselines(benchmark, ["c1", "c2", "c3"]);
    expect(majority!.name).toBe("Baseline: majority class");
    expect(buildBaselines(benchmark, ["c1", "c2", "c3"], 0, { revealMajority: true })[0]!.name).toBe(
      "Baseline: majority class (Fake)",
    );
    expect(majority!.records).toHaveLength(9);
    expect(
      scoreRecords(benchmark, majority!.records, { claimIds: ["c1", "c2", "c3"] }).metrics,
    ).toMatchObject({ accuracy: 2 / 3 });
  });

  it("never names a gold label in a row name unless told the splits are public dev", () => {
    const claims = ["Real", "Fake"].map((label, i) =>
      makeClaim(`c${i}`, { label, labelsBySlice: { "-3": label, "0": label, "3": label } }),
    );
    const benchmark = slicedBenchmark(claims);
    for (const ids of [["c0"], ["c1"], ["c0", "c1"]]) {
      for (const b of buildBaselines(benchmark, ids))
        for (const label of benchmark.labels) expect(b.name).not.toContain(label);
    }
    const integrity = integrityBenchmark([0.4]);
    expect(
      buildBaselines(
        integrity,
        integrity.claims.map((c) => c.claimId),
      ).map((b) => b.name),
    ).toEqual(["Baseline: always 0", "Baseline: uniform random"]);
  });

  it("breaks majority ties by label order", () => {
    expect(majorityLabel(["A", "B"], [makeClaim("x", { label: "B" }), makeClaim("y", { label: "A" })])).toBe(
      "A",
    );
  });
});
