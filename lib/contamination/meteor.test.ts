import { describe, expect, it } from "vitest";
import { loadWordNet30 } from "./load-wordnet";
import { createMeteorScorer, NLTK_METEOR_PARAMETERS } from "./meteor";
import { readFixtureJson, readReferenceJsonl } from "@/tests/support/contamination-cases";

interface MeteorPair {
  reference: string;
  hypothesis: string;
  meteor: number;
}
interface ClaimPairs {
  claims: [string, number, number, number][];
  edges: [string, string, number][];
}
interface EvidenceRow {
  claim_id: string;
  evidence: string[];
}

const scorer = createMeteorScorer(loadWordNet30());
const meteor = (reference: string, hypothesis: string) =>
  scorer.score(scorer.prepare(reference), scorer.prepare(hypothesis));

describe("METEOR parity with NLTK 3.8 single_meteor_score on WordNet 3.0", () => {
  it("matches all 300 shared reference pairs to 1e-6 (and bit for bit)", () => {
    const pairs = readReferenceJsonl<MeteorPair>("meteor.jsonl");
    expect(pairs).toHaveLength(300);
    const off = pairs.filter((p) => Math.abs(meteor(p.reference, p.hypothesis) - p.meteor) > 1e-6);
    expect(off).toEqual([]);
    const notExact = pairs.filter((p) => meteor(p.reference, p.hypothesis) !== p.meteor);
    expect(notExact).toEqual([]);
  });
  it("matches every within-claim (generated, oracle) pair and the edge cases", () => {
    const fixture = readFixtureJson<ClaimPairs>("meteor-pairs.json");
    const oracle = new Map(
      readReferenceJsonl<EvidenceRow>("oracle.jsonl").map((r) => [r.claim_id, r.evidence]),
    );
    const generated = new Map(
      readReferenceJsonl<EvidenceRow>("generated.jsonl").map((r) => [r.claim_id, r.evidence]),
    );
    expect(fixture.claims.length).toBeGreaterThan(600);
    const off = fixture.claims.filter(([id, g, o, value]) => {
      const hypothesis = generated.get(id)?.[g];
      const reference = oracle.get(id)?.[o];
      return hypothesis === undefined || reference === undefined || meteor(reference, hypothesis) !== value;
    });
    expect(off).toEqual([]);
    const edgesOff = fixture.edges.filter(([r, h, value]) => meteor(r, h) !== value);
    expect(edgesOff).toEqual([]);
  });
  it("reproduces NLTK's docstring example (0.6944) on pre-tokenized input", () => {
    const hyp =
      "It is a guide to action which ensures that the military always obeys the commands of the party".split(
        " ",
      );
    const ref =
      "It is a guide to action that ensures that the military will forever heed Party commands".split(" ");
    expect(scorer.score(scorer.prepareTokens(ref), scorer.prepareTokens(hyp))).toBeCloseTo(0.6944, 4);
  });
  it("returns 0 without matches or tokens and honours other parameters", () => {
    expect(meteor("this is a cat", "non matching hypothesis")).toBe(0);
    expect(meteor("", "words")).toBe(0);
    expect(meteor("words", "")).toBe(0);
    const noPenalty = createMeteorScorer(loadWordNet30(), { ...NLTK_METEOR_PARAMETERS, gamma: 0 });
    expect(noPenalty.score(noPenalty.prepare("a b"), noPenalty.prepare("b a"))).toBe(1);
  });
});
