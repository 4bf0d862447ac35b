import { describe, expect, it } from "vitest";
import { EvidenceFileError, parseEvidenceJsonl } from "./evidence-file";

const parse = (text: string) => parseEvidenceJsonl(text, "gen.jsonl");

describe("parseEvidenceJsonl", () => {
  it("keeps file order and line numbers, skipping blank lines", () => {
    const rows = parse('{"claim_id": "b", "evidence": ["x"]}\n\n{"claim_id": "a", "evidence": []}\r\n');
    expect(rows).toEqual([
      { claim_id: "b", evidence: ["x"], line: 1 },
      { claim_id: "a", evidence: [], line: 3 },
    ]);
  });
  it.each([
    ['{"claim_id": "a", "evidence": ["x"]\n', /^gen\.jsonl:1: not valid JSON$/],
    ['{"claim_id": "a", "evidence": ["x"]}\n{"evidence": ["x"]}\n', /^gen\.jsonl:2: field claim_id: /],
    ['{"claim_id": "a"}\n', /^gen\.jsonl:1: field evidence: /],
    ['{"claim_id": "a", "evidence": "x"}\n', /^gen\.jsonl:1: field evidence: /],
    ['{"claim_id": "a", "evidence": [1]}\n', /^gen\.jsonl:1: field evidence\.0: /],
    ['{"claim_id": 7, "evidence": []}\n', /^gen\.jsonl:1: field claim_id: /],
    ["[1, 2]\n", /^gen\.jsonl:1: field /],
    [
      '{"claim_id": "a", "evidence": []}\n{"claim_id": "a", "evidence": []}\n',
      /^gen\.jsonl:2: duplicate claim_id "a" \(first on line 1\)$/,
    ],
  ])("rejects %j", (text, message) => {
    expect(() => parse(text)).toThrow(EvidenceFileError);
    expect(() => parse(text)).toThrow(message);
  });
});
