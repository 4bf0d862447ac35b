import { describe, expect, it } from "vitest";
import { exampleLines, templateLines } from "./prediction-format";
import { parsePredictions } from "./parse-predictions";
import { buildInstanceRecords } from "./build-records";
import { goldBenchmark } from "@/tests/support/scoring-cases";
import type { ScoringBenchmark } from "./types";

const verdict = { track: "verdict" as const, labels: ["Real", "Fake", "Ambiguous"], slices: [-3, 0, 3] };
const scoring = (ids: string[]): ScoringBenchmark =>
  goldBenchmark(
    verdict,
    ids.map((claimId) => ({ claimId, gold: { label: "Real" } })),
  );

describe("exampleLines", () => {
  it("writes three lines over the given claim ids, each of them a valid prediction", async () => {
    const lines = exampleLines(verdict, ["c1", "c2", "c3", "c4"]);
    expect(lines).toEqual([
      '{"claim_id":"c1","slice":-3,"label":"Real"}',
      '{"claim_id":"c2","slice":0,"raw_output":"The sources disagree with the claim, so: [[Fake]]"}',
      '{"claim_id":"c3","slice":3,"label":"Ambiguous"}',
    ]);
    const { rows, issues } = await parsePredictions([lines.join("\n")], { file: "e.jsonl", format: "jsonl" });
    expect(issues.count).toBe(0);
    expect(rows).toHaveLength(3);
    expect(exampleLines({ track: "integrity", labels: [], slices: [] }, ["i1"])).toEqual([
      '{"claim_id":"i1","score":0.5}',
    ]);
  });
});

describe("templateLines", () => {
  it("lists every claim and slice with the prediction empty, in JSONL and CSV", () => {
    expect([...templateLines(verdict, ["c1"], "jsonl")]).toEqual([
      '{"claim_id":"c1","slice":-3,"label":null}\n',
      '{"claim_id":"c1","slice":0,"label":null}\n',
      '{"claim_id":"c1","slice":3,"label":null}\n',
    ]);
    expect(
      [...templateLines({ track: "integrity", labels: [], slices: [] }, ["a,b", "x"], "csv")].join(""),
    ).toBe('claim_id,score\r\n"a,b",\r\nx,\r\n');
  });

  it("filled in, is a complete submission for the split", async () => {
    const csv = [...templateLines(verdict, ["c1", "c2"], "csv")].join("").replace(/,\r\n/g, ",Fake\r\n");
    const { rows, issues } = await parsePredictions([csv], { file: "t.csv", format: "csv" });
    expect(issues.count).toBe(0);
    expect(buildInstanceRecords(scoring(["c1", "c2"]), rows, { file: "t.csv" })).toHaveLength(6);
  });
});

describe("exampleLines with declared properties", () => {
  it("shows every property on the first line, one on the second, none on the third, and the lines score", async () => {
    const properties = [
      { name: "claim_specificity", kind: "claim" as const },
      { name: "media_authenticity", kind: "media" as const },
    ];
    const integrity = { track: "integrity" as const, labels: [], slices: [], properties };
    const lines = exampleLines(integrity, ["c1", "c2", "c3"]);
    expect(lines).toEqual([
      '{"claim_id":"c1","score":0.5,"properties":{"claim_specificity":0.75,"media_authenticity":-0.5}}',
      '{"claim_id":"c2","score":-0.25,"properties":{"claim_specificity":0.75}}',
      '{"claim_id":"c3","score":0}',
    ]);
    const { rows, issues } = await parsePredictions([lines.join("\n")], {
      file: "ex.jsonl",
      format: "jsonl",
    });
    const benchmark: ScoringBenchmark = {
      ...integrity,
      modes: [],
      factCheckDomains: [],
      claims: ["c1", "c2", "c3"].map((claimId) => ({
        claimId,
        claimDate: "2025-01-01",
        media: [],
        evidence: [],
        gold: { integrity: 0, properties: { claim_specificity: 0.25 } },
      })),
    };
    const records = buildInstanceRecords(benchmark, rows, { file: "ex.jsonl", issues });
    expect(records.map((r) => r.properties)).toEqual([
      { claim_specificity: 0.75, media_authenticity: -0.5 },
      { claim_specificity: 0.75 },
      undefined,
    ]);
  });
});
