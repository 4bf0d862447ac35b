import { describe, expect, it } from "vitest";
import { forEachResample } from "@/lib/scoring/bootstrap";
import { buildContributions } from "@/lib/scoring/contributions";
import { createLayout } from "@/lib/scoring/layout";
import { groupRecordsByClaim } from "@/lib/scoring/score-records";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { integrityBenchmark, row } from "@/tests/support/scoring-cases";
import { resampleClaims } from "./resample-claims";

describe("resampleClaims", () => {
  it("gives the replicates of the scoring library's bootstrap", () => {
    const golds = Array.from({ length: 97 }, (_, i) => (i % 3 === 0 ? 1 : -0.5));
    const benchmark = integrityBenchmark(golds);
    const records = buildInstanceRecords(
      benchmark,
      golds.map((g, i) => row({ claimId: `c${i}`, score: i % 7 === 0 ? -g : (i % 5) / 5 })),
      { file: "p" },
    );
    const contributions = buildContributions(
      createLayout(benchmark),
      benchmark.claims,
      groupRecordsByClaim(records),
    );
    const ours: number[][] = [];
    const theirs: number[][] = [];
    resampleClaims(contributions, { b: 50, seed: 9 }, (s) => ours.push([...s]));
    forEachResample(contributions, { b: 50, seed: 9 }, (s) => theirs.push([...s]));
    expect(ours).toHaveLength(50);
    ours.forEach((sums, r) => sums.forEach((v, k) => expect(v).toBeCloseTo(theirs[r]![k]!, 9)));
  });
});

describe("the inlined sampler", () => {
  it("draws exactly what createIndexSampler draws", async () => {
    const { createIndexSampler } = await import("@/lib/scoring/random");
    for (const [seed, n] of [
      [0, 3],
      [7, 1000],
      [123456, 25_000],
      [-5, 1],
    ] as const) {
      const expected = createIndexSampler(seed);
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < n; i += 1) counts[expected(n)]! += 1;
      const rows = Array.from({ length: n }, (_, i) => i);
      const c = {
        claimIds: rows.map(String),
        dim: n,
        offsets: Int32Array.from([...rows, n]),
        indices: Int32Array.from(rows),
        values: new Float64Array(n).fill(1),
      };
      let seen: number[] = [];
      resampleClaims(c, { b: 1, seed }, (sums) => (seen = [...sums]));
      expect(seen).toEqual(counts);
    }
  });
});
