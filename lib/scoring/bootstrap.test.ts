import { describe, expect, it } from "vitest";
import { percentile, rankInterval } from "./bootstrap";
import { divergences } from "@/tests/support/divergence-cases";
import { parsePredictions } from "./parse-predictions";
import { scorePredictions } from "./score-predictions";
import { scoreRecords } from "./score-records";
import { integrityBenchmark, makeClaim, row, slicedBenchmark } from "@/tests/support/scoring-cases";
import { buildInstanceRecords } from "./build-records";

const LABELS = ["Real", "Fake", "Ambiguous"] as const;

function bigSliced(nClaims: number) {
  const claims = Array.from({ length: nClaims }, (_, i) =>
    makeClaim(`c${i}`, {
      label: LABELS[i % 3],
      labelsBySlice: { "-3": "Ambiguous", "0": LABELS[i % 3]!, "3": LABELS[i % 3]! },
    }),
  );
  const lines: string[] = [];
  for (let i = 0; i < nClaims; i += 1) {
    for (const slice of [-3, 0, 3]) {
      for (const variant of ["original", "shifted"]) {
        const label =
          LABELS[
            (i * 7 + slice + (variant === "shifted" ? i % 2 : 0)) % 3 >= 0 ? (i * 7 + slice + 9) % 3 : 0
          ];
        lines.push(JSON.stringify({ claim_id: `c${i}`, slice, variant, label }));
      }
    }
  }
  return { benchmark: slicedBenchmark(claims), text: lines.join("\n") };
}

describe("bootstrap", () => {
  const golds = Array.from({ length: 200 }, (_, i) => ((i % 7) - 3) / 3);
  const benchmark = integrityBenchmark(golds);
  const records = buildInstanceRecords(
    benchmark,
    golds.map((g, i) =>
      row({ claimId: `c${i}`, score: Math.max(-1, Math.min(1, g + (((i * 37) % 11) - 5) / 10)) }),
    ),
    { file: "p" },
  );

  it("is deterministic for a seed and contains the point estimate", () => {
    const a = scoreRecords(benchmark, records, { bootstrap: { b: 500, seed: 42 } });
    const b = scoreRecords(benchmark, records, { bootstrap: { b: 500, seed: 42 } });
    const c = scoreRecords(benchmark, records, { bootstrap: { b: 500, seed: 43 } });
    expect(a.ci).toEqual(b.ci);
    expect(c.ci?.intervals["mse"]).not.toEqual(a.ci?.intervals["mse"]);
    const intervals = Object.entries(a.ci!.intervals);
    expect(intervals.map(([name]) => name)).toEqual(expect.arrayContaining(["mse", "mae"]));
    for (const [name, [low, high]] of intervals) {
      const point = (a.metrics as unknown as Record<string, number>)[name]!;
      expect(low, name).toBeLessThan(point);
      expect(high, name).toBeGreaterThan(point);
      expect(high - low, name).toBeLessThan(0.3);
    }
  });

  it.each(divergences.ranks)(
    "takes rank intervals as order statistics, as NumPy lower/higher do ($low–$high)",
    ({ ranks, low, high }) => {
      expect(rankInterval(ranks)).toEqual([low, high]);
    },
  );

  it("uses NumPy's linear percentile", () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 0.025)).toBeCloseTo(1.1, 12);
  });

  // Speed is measured by `npm run bench:score` (printed, never asserted: this machine is shared).
  it("scores 33,334 claims x 3 slices x 2 variants with B = 1000", async () => {
    const { benchmark: big, text } = bigSliced(33_334);
    const { rows, issues } = await parsePredictions([text], { file: "big.jsonl", format: "jsonl" });
    issues.throwIfAny();
    const { result } = scorePredictions(big, rows, { file: "big.jsonl", bootstrap: { b: 1000, seed: 1 } });
    expect(rows).toHaveLength(200_004);
    expect(result.n).toBe(33_334);
    expect(result.ci?.intervals["avg12"]).toHaveLength(2);
    expect(result.ci?.intervals["ssa.otr"]?.[0]).toBeLessThanOrEqual(result.ssa!.otr);
  });
});
