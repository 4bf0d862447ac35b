import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildMeteorReport, formatReportLines } from "./contamination-report";
import { parseEvidenceJsonl } from "./evidence-file";
import { loadWordNet30 } from "./load-wordnet";
import { createMeteorScorer } from "./meteor";
import { REFERENCE_DIR } from "@/tests/support/contamination-cases";

const read = (name: string) => readFileSync(path.join(REFERENCE_DIR, name), "utf8");
const scorer = createMeteorScorer(loadWordNet30());
const oracle = parseEvidenceJsonl(read("oracle.jsonl"), "oracle.jsonl");
const generated = parseEvidenceJsonl(read("generated.jsonl"), "generated.jsonl");

describe("buildMeteorReport", () => {
  it("prints exactly the reference expected.jsonl", () => {
    const report = buildMeteorReport(scorer, {
      oracle,
      generated,
      generatedFile: "generated.jsonl",
      tau: 0.25,
    });
    expect(formatReportLines(report).join("\n") + "\n").toBe(read("expected.jsonl"));
    expect(report.summary).toMatchObject({ n: 68, flagged: 41 });
  });
  it("uses tau, scores claims missing from generated as 0 and leaves empty-oracle claims unscored", () => {
    const mini = parseEvidenceJsonl(
      '{"claim_id": "x", "evidence": ["the cat sat"]}\n{"claim_id": "y", "evidence": ["a dog"]}\n{"claim_id": "z", "evidence": []}\n',
      "o",
    );
    const gen = parseEvidenceJsonl('{"claim_id": "x", "evidence": ["the cat sat"]}\n', "g");
    const report = buildMeteorReport(scorer, { oracle: mini, generated: gen, generatedFile: "g", tau: 0.9 });
    expect(
      report.claims.map((c) => [
        c.claim_id,
        c.score !== null && c.score > 0.9,
        c.score === 0,
        c.contaminated,
      ]),
    ).toEqual([
      ["x", true, false, true],
      ["y", false, true, false],
      ["z", false, false, false],
    ]);
    expect(report.claims[2]?.score).toBeNull();
    expect(formatReportLines(report).at(-1)).toMatch(
      /^\{"summary": \{"n": 2, "mean": 0\.49\d+, "flagged": 1\}\}$/,
    );
  });
  it("rejects generated claims unknown to the oracle, naming file and line", () => {
    const gen = parseEvidenceJsonl(
      '{"claim_id": "avt-11-0000", "evidence": []}\n{"claim_id": "nope", "evidence": []}\n',
      "gen.jsonl",
    );
    expect(() =>
      buildMeteorReport(scorer, { oracle, generated: gen, generatedFile: "gen.jsonl", tau: 0.25 }),
    ).toThrow(/^gen\.jsonl:2: claim_id "nope" is not in the oracle file$/);
  });
});
