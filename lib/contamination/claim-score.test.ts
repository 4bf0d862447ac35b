import { describe, expect, it } from "vitest";
import { scoreClaim, scoreClaimEmbeddings, scoreClaimMeteor, scoreFromSimilarity } from "./claim-score";
import { loadWordNet30 } from "./load-wordnet";
import { createMeteorScorer } from "./meteor";
import { readReferenceJsonl } from "@/tests/support/contamination-cases";

interface EvidenceRow {
  claim_id: string;
  evidence: string[];
}
interface ExpectedRow {
  claim_id?: string;
  score?: number;
  contaminated?: boolean;
}

describe("claim-level score s", () => {
  it("reproduces every reference claim score with METEOR (bit for bit)", () => {
    const scorer = createMeteorScorer(loadWordNet30());
    const generated = new Map(
      readReferenceJsonl<EvidenceRow>("generated.jsonl").map((r) => [r.claim_id, r.evidence]),
    );
    const expected = readReferenceJsonl<ExpectedRow>("expected.jsonl").filter(
      (r) => r.claim_id !== undefined,
    );
    const oracle = readReferenceJsonl<EvidenceRow>("oracle.jsonl");
    expect(oracle).toHaveLength(68);
    const actual = oracle.map((r) => ({
      claim_id: r.claim_id,
      score: scoreClaimMeteor(scorer, generated.get(r.claim_id) ?? [], r.evidence),
    }));
    expect(actual).toEqual(expected.map((r) => ({ claim_id: r.claim_id, score: r.score })));
  });
  it("divides the best assignment by |E| on rectangular matrices", () => {
    // k = 3 generated, n = 2 oracle: best is 0.9 + 0.8, not the greedy 0.95 + 0.1.
    expect(
      scoreFromSimilarity(
        [
          [0.95, 0.9],
          [0.8, 0.1],
          [0.2, 0.3],
        ],
        2,
      ),
    ).toBeCloseTo((0.9 + 0.8) / 2, 15);
    // k = 1, n = 4: one pair only, still divided by |E| = 4.
    expect(scoreFromSimilarity([[0.2, 0.8, 0.4, 0]], 4)).toBeCloseTo(0.2, 15);
  });
  it("gives 0 for empty generated evidence and null for empty oracle evidence", () => {
    expect(scoreClaim([], ["a"], () => 1)).toBe(0);
    expect(scoreClaim(["a"], [], () => 1)).toBeNull();
    expect(scoreClaim([], [], () => 1)).toBeNull();
    expect(() => scoreFromSimilarity([[1, 2]], 3)).toThrow(/width/);
  });
  it("scores embeddings by cosine", () => {
    expect(
      scoreClaimEmbeddings(
        [
          [1, 0],
          [0, 1],
        ],
        [
          [0, 2],
          [3, 0],
          [1, 1],
        ],
      ),
    ).toBeCloseTo(2 / 3, 15);
    expect(scoreClaimEmbeddings([[0, 0]], [[1, 0]])).toBe(0);
  });
});
