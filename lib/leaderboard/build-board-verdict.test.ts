import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { makeClaim, row, slicedBenchmark } from "@/tests/support/scoring-cases";
import { buildBoard } from "./build-board";
import { cutBenchmark, cutRecords } from "./cut";

const labels = ["Real", "Fake", "Ambiguous"];
const claims = Array.from({ length: 60 }, (_, i) =>
  makeClaim(`c${i}`, {
    label: labels[i % 2]!,
    labelsBySlice: { "-3": "Ambiguous", "0": labels[i % 2]!, "3": labels[i % 2]! },
  }),
);
const benchmark = slicedBenchmark(claims);
const model = (id: string, wrongEvery: number) => ({
  id,
  cutoff: null,
  records: buildInstanceRecords(
    benchmark,
    claims.flatMap((c, i) =>
      [-3, 0, 3].map((slice) =>
        row({ claimId: c.claimId, slice, label: i % wrongEvery === 0 ? "Ambiguous" : c.gold.label! }),
      ),
    ),
    { file: id },
  ),
});
const base = { window: {}, bufferDays: 0, lowerIsBetter: false, b: 100, seed: 0 };

describe("buildBoard on a sliced verdict benchmark", () => {
  it("ranks on the LiveFact average with majority and random baselines", () => {
    const board = buildBoard(benchmark, [model("good", 10), model("bad", 2)], {
      ...base,
      cut: { mode: "classification" },
      metric: "avg12",
    });
    expect(board.rows.map((r) => r.id).sort()).toEqual([
      "bad",
      "baseline:majority",
      "baseline:random",
      "good",
    ]);
    expect(board.rows[0]).toMatchObject({ id: "good", rank: 1 });
    expect(board.rows.find((r) => r.id === "bad")).toMatchObject({ rank: 2, status: "ranked" });
    expect(board.rows[0]!.intervals.reasoning_gap).toHaveLength(2);
  });

  it("cuts to one slice in inference mode against that slice's own labels", () => {
    const board = buildBoard(benchmark, [model("good", 10)], {
      ...base,
      cut: { slice: -3, mode: "inference" },
      metric: "accuracy",
    });
    // At -3 every gold label is Ambiguous: "good" says Ambiguous on every 10th claim only.
    expect(board.rows.find((r) => r.id === "good")!.values.accuracy).toBeCloseTo(6 / 60, 12);
    expect(board.rows.find((r) => r.id === "baseline:majority")!.values.accuracy).toBe(1);
    expect(cutBenchmark(benchmark, { slice: -3, mode: "inference" }).claims[0]!.gold.label).toBe("Ambiguous");
    expect(cutRecords(model("x", 3).records, { slice: 0, mode: "classification" })).toHaveLength(60);
  });
});
