import { describe, expect, it } from "vitest";
import { countDoubleReports, groupIssues } from "./group-issues";
import type { ScoringIssue } from "./issues";

const f = "p.jsonl";
// As the checks report them: line problems in file order, then the claims without a valid line.
const issues: ScoringIssue[] = [
  { file: f, line: 9, claimId: "c9", field: "score", message: "score must be a number in [0, 1]" },
  { file: f, line: 2, claimId: "c2", message: "malformed JSON: Unexpected end of JSON input" },
  { file: f, line: 4, claimId: "x", field: "claim_id", message: "unknown claim id" },
  { file: f, line: 3, claimId: "c3", field: "score", message: "score must be a number in [0, 1]" },
  { file: f, message: "the file holds claims of another split" },
  { file: f, claimId: "c2", message: "missing prediction" },
  { file: f, claimId: "c3", message: "missing prediction" },
  { file: f, claimId: "c7", message: "missing prediction" },
  { file: f, claimId: "c8", message: "missing prediction" },
  { file: f, claimId: "c8", message: "missing prediction for slice 30" },
];

describe("groupIssues", () => {
  const groups = groupIssues(issues);
  it("does not report a claim whose line failed a second time as missing", () => {
    const missing = groups.filter((g) => g.isMissing).flatMap((g) => g.items.map((i) => i.claimId));
    expect(missing).toEqual(["c7", "c8", "c8"]);
    expect(countDoubleReports(issues, groups)).toBe(2);
  });
  it("puts file-level problems first, then groups of one kind in order of their first line", () => {
    expect(groups.map((g) => [g.message, g.items.map((i) => i.line ?? i.claimId)])).toEqual([
      ["the file holds claims of another split", [undefined]],
      ["malformed JSON: Unexpected end of JSON input", [2]],
      ["score must be a number in [0, 1]", [3, 9]],
      ["unknown claim id", [4]],
      ["missing prediction", ["c7", "c8"]],
      ["missing prediction for slice 30", ["c8"]],
    ]);
  });
  it("keeps every issue when nothing is reported twice", () => {
    const only = issues.filter((i) => i.claimId !== "c2" && i.claimId !== "c3");
    expect(countDoubleReports(only, groupIssues(only))).toBe(0);
  });
});
