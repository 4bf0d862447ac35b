import { describe, expect, it } from "vitest";
import { buildScoringBenchmark } from "./benchmark-input";
import { ScoringInputError } from "./issues";

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join("\n");
const meta = {
  track: "verdict",
  labels: ["True", "False"],
  slices: [-3, 0],
  modes: ["classification", "inference"],
};
const claims = jsonl([
  { claim_id: "a", claim_date: "2025-01-02" },
  { claim_id: "b", claim_date: "2025-01-03" },
]);

describe("buildScoringBenchmark (the CLI's gold)", () => {
  it("reads gold labels as predictions are read: trimmed, case-insensitive, in the benchmark's spelling", () => {
    const benchmark = buildScoringBenchmark({
      benchmarkJson: JSON.stringify(meta),
      claimsJsonl: claims,
      labelsJsonl: jsonl([
        { claim_id: "a", label: "  true ", labels_by_slice: { "-3": " FALSE", "0": "true" } },
        { claim_id: "b", label: "False", labels_by_slice: { "-3": "False", "0": "False" } },
      ]),
    });
    expect(benchmark.claims[0]!.gold).toEqual({
      label: "True",
      labelsBySlice: { "-3": "False", "0": "True" },
    });
  });

  it("still refuses a gold label outside the label set, naming file, claim and field", () => {
    const build = () =>
      buildScoringBenchmark({
        benchmarkJson: JSON.stringify(meta),
        claimsJsonl: claims,
        labelsJsonl: jsonl([
          { claim_id: "a", label: "Maybe", labels_by_slice: { "-3": "True", "0": "Tru" } },
          { claim_id: "b", label: "False", labels_by_slice: { "-3": "False", "0": "False" } },
        ]),
      });
    expect(build).toThrow(ScoringInputError);
    expect(build).toThrow(/labels\.jsonl \(claim a, field label\): missing or not in the label set/);
    expect(build).toThrow(/labels\.jsonl \(claim a, field labels_by_slice\.0\)/);
  });
});
