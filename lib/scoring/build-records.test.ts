import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "./build-records";
import { ScoringInputError } from "./issues";
import { integrityBenchmark, makeClaim, row, slicedBenchmark } from "@/tests/support/scoring-cases";

const refusal = (fn: () => unknown): ScoringInputError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ScoringInputError) return error;
    throw error;
  }
  throw new Error("not refused");
};

describe("buildInstanceRecords", () => {
  const benchmark = slicedBenchmark([makeClaim("a", { label: "Real" }), makeClaim("b", { label: "Fake" })]);
  const full = ["a", "b"].flatMap((claimId) =>
    [-3, 0, 3].map((slice) => row({ claimId, slice, label: "real" })),
  );

  it("collects unknown ids, bad slices, duplicates, track mismatches and missing instances", () => {
    const error = refusal(() =>
      buildInstanceRecords(
        benchmark,
        [
          ...full.slice(1),
          row({ claimId: "zzz", slice: 0, label: "Real" }),
          row({ claimId: "a", slice: 7, label: "Real" }),
          row({ claimId: "a", label: "Real" }),
          { ...full[1]!, line: 99 },
          row({ claimId: "b", slice: 0, score: 0.5 }),
        ],
        { file: "p.jsonl" },
      ),
    );
    const text = error.message;
    expect(text).toContain("claim zzz, field claim_id): unknown claim id");
    expect(text).toContain("field slice): slice 7 is not one of -3, 0, 3");
    expect(text).toContain("field slice): slice is required");
    expect(text).toMatch(/line 99, claim a\): duplicate .* \(first on line \d+\)/);
    expect(text).toContain("field label): verdict track needs label or raw_output");
    expect(text).toContain("p.jsonl (claim a): missing prediction for slice -3");
    expect(error.issues).toHaveLength(6);
  });

  it("caps the list at 100 issues and counts the rest", () => {
    const many = integrityBenchmark(Array.from({ length: 250 }, () => 0));
    const error = refusal(() => buildInstanceRecords(many, [], { file: "p.jsonl" }));
    expect(error.issues).toHaveLength(100);
    expect(error.more).toBe(150);
    expect(error.message).toMatch(/\.\.\. and 150 more$/);
  });

  it("fills missing instances in as wrong when asked (integrity: the worst possible error)", () => {
    const verdict = buildInstanceRecords(benchmark, full.slice(1), { file: "p", missingAsWrong: true });
    expect(verdict).toHaveLength(6);
    expect(verdict[0]).toMatchObject({
      claimId: "a",
      slice: -3,
      missing: true,
      label: null,
      parsed: false,
      correct: false,
    });
    const integrity = buildInstanceRecords(integrityBenchmark([1, -1]), [row({ claimId: "c1", score: -1 })], {
      file: "p",
      missingAsWrong: true,
    });
    expect(integrity[0]).toMatchObject({ claimId: "c0", score: null, missing: true, sqError: 4 });
    expect(integrity[1]).toMatchObject({ claimId: "c1", score: -1, missing: false, sqError: 0 });
  });

  it("requires a shifted copy for every instance once any is given", () => {
    const error = refusal(() =>
      buildInstanceRecords(
        benchmark,
        [...full, row({ claimId: "a", slice: 0, variant: "shifted", label: "Fake" })],
        { file: "p" },
      ),
    );
    expect(error.issues).toHaveLength(5);
    expect(error.message).toContain("missing prediction for slice 3 (shifted)");
  });

  it("checks evidence-bounded citations against the claim's evidence ids", () => {
    const bench = integrityBenchmark([0]);
    bench.claims[0]!.evidence = [{ id: "e1" }];
    const rows = [
      row({ claimId: "c0", score: 0, citations: [{ id: "e1" }, { id: "e9" }, { url: "https://x.org" }] }),
    ];
    const error = refusal(() => buildInstanceRecords(bench, rows, { file: "p", regime: "evidence_bounded" }));
    expect(error.issues.map((i) => i.field ?? i.message)).toEqual([
      "citations.1.id",
      "citations.2.id",
      "missing prediction",
    ]);
    expect(buildInstanceRecords(bench, rows, { file: "p", regime: "open_web" })).toHaveLength(1);
  });

  it("bounds a shifted copy's citations by its own evidence when it has some", () => {
    const bench = slicedBenchmark([makeClaim("a", { label: "Real" })]);
    bench.claims[0]!.evidence = [{ id: "e1" }];
    bench.claims[0]!.shiftedEvidence = [{ id: "s1" }];
    const rows = (variant: "original" | "shifted", id: string) =>
      [-3, 0, 3].map((slice) => row({ claimId: "a", slice, variant, label: "Real", citations: [{ id }] }));
    const options = { file: "p", regime: "evidence_bounded" as const };
    expect(
      buildInstanceRecords(bench, [...rows("original", "e1"), ...rows("shifted", "s1")], options),
    ).toHaveLength(6);
    const error = refusal(() =>
      buildInstanceRecords(bench, [...rows("original", "s1"), ...rows("shifted", "e1")], options),
    );
    const cited = error.issues.filter((i) => i.field === "citations.0.id");
    expect(cited.map((i) => i.message)).toEqual(
      Array(6).fill("cited id is not in this claim's evidence set"),
    );
    expect(error.issues.filter((i) => i.field !== "citations.0.id").map((i) => i.message)).toEqual(
      expect.arrayContaining(["missing prediction for slice 0", "missing prediction for slice 0 (shifted)"]),
    );
  });
});
