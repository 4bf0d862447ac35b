import { describe, expect, it } from "vitest";
import { AVERITEC_MAX_PREDICTED, scoreClaimMeteor, scoreClaimMeteorAveritec } from "./claim-score";
import { loadWordNet30 } from "./load-wordnet";
import { createMeteorScorer } from "./meteor";
import { stemPorter } from "./porter-stemmer";
import { readFixtureJson, readReferenceJsonl } from "@/tests/support/contamination-cases";
import { averitecTokenize } from "./treebank-tokenize";

/** tests/fixtures/contamination/make_averitec_fixtures.py (NLTK 3.8, SciPy). */
interface AveritecFixture {
  pairs: [string, string, number][];
  claims: [string, number | null][];
  synthetic: [string, string[], string[], number | null][];
  stems: Record<string, string>;
}
interface EvidenceRow {
  claim_id: string;
  evidence: string[];
}

const fixture = readFixtureJson<AveritecFixture>("averitec.json");
const scorer = createMeteorScorer(loadWordNet30());
const meteor = (reference: string, hypothesis: string) =>
  scorer.score(
    scorer.prepareTokens(averitecTokenize(reference)),
    scorer.prepareTokens(averitecTokenize(hypothesis)),
  );

describe("meteor_averitec: the AVeriTeC scorer's METEOR and Hungarian evidence score", () => {
  it("stems every word_tokenize token as NLTK's Porter stemmer", () => {
    const off = Object.entries(fixture.stems).filter(([token, stem]) => stemPorter(token) !== stem);
    expect(Object.keys(fixture.stems).length).toBeGreaterThan(1000);
    expect(off).toEqual([]);
  });
  it("gives NLTK's single_meteor_score on word_tokenize tokens, bit for bit", () => {
    expect(fixture.pairs.length).toBeGreaterThan(500);
    const off = fixture.pairs.filter(([r, h, value]) => meteor(r, h) !== value);
    expect(off).toEqual([]);
  });
  it("scores the shared reference claims as the scorer does (SciPy assignment), to 1e-12", () => {
    const oracle = new Map(
      readReferenceJsonl<EvidenceRow>("oracle.jsonl").map((r) => [r.claim_id, r.evidence]),
    );
    const generated = new Map(
      readReferenceJsonl<EvidenceRow>("generated.jsonl").map((r) => [r.claim_id, r.evidence]),
    );
    const off = fixture.claims.filter(([id, value]) => {
      const s = scoreClaimMeteorAveritec(scorer, generated.get(id) ?? [], oracle.get(id) ?? []);
      return value === null ? s !== null : s === null || Math.abs(s - value) > 1e-12;
    });
    expect(fixture.claims.length).toBeGreaterThan(50);
    expect(off).toEqual([]);
    // The two definitions differ on the same claims (tokens, and at most 10 predictions).
    const plain = fixture.claims.map(([id]) =>
      scoreClaimMeteor(scorer, generated.get(id) ?? [], oracle.get(id) ?? []),
    );
    expect(plain.some((s, i) => s !== fixture.claims[i]![1])).toBe(true);
  });
  it("reads only the first 10 predicted statements", () => {
    expect(AVERITEC_MAX_PREDICTED).toBe(10);
    for (const [name, generated, gold, value] of fixture.synthetic) {
      const s = scoreClaimMeteorAveritec(scorer, generated, gold);
      if (value === null) expect(s, name).toBeNull();
      else expect(Math.abs(s! - value), name).toBeLessThan(1e-12);
    }
    const [, generated, gold] = fixture.synthetic.find(([name]) => name === "eleven-best-last")!;
    // The exact matches are statements 11-13: unread, so the score stays low; all of them would give ~1.
    expect(scoreClaimMeteorAveritec(scorer, generated, gold)!).toBeLessThan(0.1);
    expect(scoreClaimMeteor(scorer, generated, gold)!).toBeGreaterThan(0.9);
  });
});
