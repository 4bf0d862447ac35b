import { describe, expect, it } from "vitest";
import { ContaminationFileError } from "./contamination-file-error";
import { parseContaminationUpload } from "./parse-contamination-upload";

const claims = new Map([
  ["c1", "row1"],
  ["c2", "row2"],
]);

describe("parseContaminationUpload", () => {
  it("accepts known claims and rejects unknown claims and empty articles one by one", () => {
    const text = [
      '{"claim_id":"c1","article":"Some text."}',
      "",
      '{"claim_id":"zz","article":"x"}',
      '{"claim_id":"c2","article":"  "}',
    ].join("\n");
    const { records, rejected } = parseContaminationUpload(text, "a.jsonl", "articles", claims);
    expect(records).toEqual([{ line: 1, externalId: "c1", claimRowId: "row1", article: "Some text." }]);
    expect(rejected).toEqual([
      { line: 3, claimId: "zz", problem: expect.stringMatching(/^unknown claim/) },
      { line: 4, claimId: "c2", problem: "empty article" },
    ]);
  });

  it("trims statements and drops empty ones", () => {
    const { records } = parseContaminationUpload(
      '{"claim_id":"c1","evidence":[" A. ",""]}',
      "s.jsonl",
      "statements",
      claims,
    );
    expect(records[0]).toMatchObject({ evidence: ["A."] });
  });

  it("refuses the whole file on a bad line, naming file, line and field", () => {
    const bad = (text: string) => () => parseContaminationUpload(text, "s.jsonl", "statements", claims);
    expect(bad('{"claim_id":"c1","evidence":["a"]}\n{oops')).toThrow(
      /^s\.jsonl:2: field \(line\): not valid JSON/,
    );
    expect(bad('{"claim_id":"c1","evidence":[1]}')).toThrow(/^s\.jsonl:1: field evidence\.0:/);
    expect(bad('{"claim_id":"c1","evidence":[]}\n{"claim_id":"c1","evidence":[]}')).toThrow(
      ContaminationFileError,
    );
    expect(bad('{"claim_id":"c1","article":"x"}')).toThrow(/field evidence/);
  });
});
