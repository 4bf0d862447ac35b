import { describe, expect, it } from "vitest";
import { integrityBundle, verdictBundle, writeTestBundle } from "@/tests/fixtures/bundles/write-test-bundle";
import type { BundleProblem } from "./bundle-types";
import { readBundle } from "./read-bundle";

type Files = Record<string, object | string | null>;
type Row = Record<string, unknown>;

/** Reads `files` and returns its problems (empty when the bundle was valid). */
async function problemsFor(files: Files): Promise<BundleProblem[]> {
  const result = await readBundle(await writeTestBundle(files));
  return result.ok ? [] : result.problems;
}

/** Copies the verdict fixture with `edit` applied to the rows of one JSONL file. */
function verdictWith(file: string, edit: (rows: Row[]) => void): Files {
  const files: Files = verdictBundle();
  const rows = structuredClone(files[file]) as Row[];
  edit(rows);
  files[file] = rows;
  return files;
}

function only(file: string, line: number | undefined, field: string | undefined, message: RegExp) {
  const expected: Record<string, unknown> = { file, message: expect.stringMatching(message) };
  if (line !== undefined) expected.line = line;
  if (field !== undefined) expected.field = field;
  return [expected];
}

describe("readBundle: claims.jsonl", () => {
  it("duplicate claim ids", async () => {
    const files = verdictWith("claims.jsonl", (rows) => {
      rows[2]!.claim_id = "c1";
    });
    files["labels.jsonl"] = (verdictBundle()["labels.jsonl"] as Row[]).slice(0, 2);
    files["splits.json"] = null;
    expect(await problemsFor(files)).toEqual(
      only("claims.jsonl", 3, "claim_id", /duplicate claim_id c1 \(first on line 1\)/),
    );
  });

  it("unparseable date", async () => {
    const files = verdictWith("claims.jsonl", (rows) => {
      rows[1]!.claim_date = "28-02-2025";
    });
    expect(await problemsFor(files)).toEqual(only("claims.jsonl", 2, "claim_date", /YYYY-MM-DD/));
  });

  it("impossible date 2025-02-30", async () => {
    const files = verdictWith("claims.jsonl", (rows) => {
      rows[1]!.claim_date = "2025-02-30";
    });
    expect(await problemsFor(files)).toEqual(only("claims.jsonl", 2, "claim_date", /real calendar date/));
  });

  it("unknown field in a claim and in an evidence item", async () => {
    const files = verdictWith("claims.jsonl", (rows) => {
      rows[1]!.speaker = "x";
      (rows[0]!.evidence as Row[])[1]!.score = 1;
    });
    expect(await problemsFor(files)).toEqual([
      { file: "claims.jsonl", line: 1, field: "evidence[1].score", message: "unknown field" },
      { file: "claims.jsonl", line: 2, field: "speaker", message: "unknown field" },
    ]);
  });

  it("evidence slice not declared", async () => {
    const files = verdictWith("claims.jsonl", (rows) => {
      (rows[0]!.evidence as Row[])[1]!.slice = 7;
    });
    expect(await problemsFor(files)).toEqual(
      only("claims.jsonl", 1, "evidence[1].slice", /slice 7 is not declared/),
    );
  });

  it("evidence id duplicated within a claim", async () => {
    const files = verdictWith("claims.jsonl", (rows) => {
      (rows[0]!.evidence as Row[])[1]!.id = "e1";
    });
    expect(await problemsFor(files)).toEqual(
      only("claims.jsonl", 1, "evidence[1].id", /duplicate evidence id e1/),
    );
  });

  it("claim without a label row", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      rows.splice(1, 1);
    });
    expect(await problemsFor(files)).toEqual(
      only("claims.jsonl", 2, "claim_id", /claim c2 has no row in labels.jsonl/),
    );
  });
});

describe("readBundle: labels.jsonl", () => {
  it("label outside the label set", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      rows[1]!.label = "False";
    });
    expect(await problemsFor(files)).toEqual(
      only("labels.jsonl", 2, "label", /"False" is not in the label set/),
    );
  });

  it("slice label outside the label set", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      rows[2]!.labels_by_slice = { "-3": "Unknown", "0": "Ambiguous", "3": "Ambiguous" };
    });
    expect(await problemsFor(files)).toEqual(
      only("labels.jsonl", 3, 'labels_by_slice["-3"]', /"Unknown" is not in the label set/),
    );
  });

  it("labels_by_slice key for an undeclared slice", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      (rows[0]!.labels_by_slice as Row)["7"] = "Real";
    });
    expect(await problemsFor(files)).toEqual(
      only("labels.jsonl", 1, 'labels_by_slice["7"]', /slice 7 is not declared/),
    );
  });

  it("labels_by_slice missing a declared slice", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      delete (rows[0]!.labels_by_slice as Row)["3"];
    });
    expect(await problemsFor(files)).toEqual(only("labels.jsonl", 1, "labels_by_slice", /missing slices 3$/));
  });

  it("labels_by_slice required when the inference mode is declared", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      delete rows[1]!.labels_by_slice;
    });
    expect(await problemsFor(files)).toEqual(only("labels.jsonl", 2, "labels_by_slice", /inference mode/));
  });

  it("verdict track requires label", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      delete rows[0]!.label;
    });
    expect(await problemsFor(files)).toEqual(
      only("labels.jsonl", 1, "label", /required on the verdict track/),
    );
  });

  it("integrity track requires integrity", async () => {
    const files: Files = integrityBundle();
    files["labels.jsonl"] = [{ claim_id: "i1", integrity: 0.5 }, { claim_id: "i2" }];
    expect(await problemsFor(files)).toEqual(
      only("labels.jsonl", 2, "integrity", /required on the integrity track/),
    );
  });

  it.each([1.01, -1.5])("integrity %s outside [-1, 1]", async (value) => {
    const files: Files = integrityBundle();
    files["labels.jsonl"] = [
      { claim_id: "i1", integrity: value },
      { claim_id: "i2", integrity: -1 },
    ];
    expect(await problemsFor(files)).toEqual(only("labels.jsonl", 1, "integrity", /\[-1, 1\]/));
  });

  it("label for an unknown claim", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      rows.push({
        claim_id: "ghost",
        label: "Real",
        labels_by_slice: { "-3": "Real", "0": "Real", "3": "Real" },
      });
    });
    expect(await problemsFor(files)).toEqual(only("labels.jsonl", 4, "claim_id", /unknown claim ghost/));
  });

  it("unknown field in a label row", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      rows[0]!.confidence = 0.9;
    });
    expect(await problemsFor(files)).toEqual([
      { file: "labels.jsonl", line: 1, field: "confidence", message: "unknown field" },
    ]);
  });
});

describe("readBundle: oracle, benchmark.json, splits.json", () => {
  it("oracle evidence for an unknown claim, and unknown fields", async () => {
    const files = verdictWith("oracle_evidence.jsonl", (rows) => {
      rows.push({ claim_id: "ghost", evidence: [] }, { claim_id: "c2", evidence: [], source: "x" });
    });
    expect(await problemsFor(files)).toEqual([
      {
        file: "oracle_evidence.jsonl",
        line: 2,
        field: "claim_id",
        message: "unknown claim ghost (not in claims.jsonl)",
      },
      { file: "oracle_evidence.jsonl", line: 3, field: "source", message: "unknown field" },
    ]);
  });

  it("unknown field and track rule in benchmark.json", async () => {
    const files: Files = integrityBundle();
    files["benchmark.json"] = { ...(files["benchmark.json"] as Row), labels: ["A", "B"], owner: "me" };
    expect(await problemsFor(files)).toEqual([
      { file: "benchmark.json", field: "owner", message: "unknown field" },
      { file: "benchmark.json", field: "labels", message: "is only allowed on the verdict track" },
    ]);
    files["benchmark.json"] = { ...(integrityBundle()["benchmark.json"] as Row), labels: ["A", "B"] };
    expect(await problemsFor(files)).toEqual(
      only("benchmark.json", undefined, "labels", /only allowed on the verdict track/),
    );
  });

  it("splits.json: unknown field, unlisted split, split without claims, embargo outside test", async () => {
    const files: Files = verdictBundle();
    files["splits.json"] = { dev: ["2025Q1", "2024Q4"], test: [], extra: true };
    expect(await problemsFor(files)).toEqual([
      { file: "splits.json", field: "extra", message: "unknown field" },
    ]);
    files["splits.json"] = { dev: ["2025Q1", "2024Q4"], test: [] };
    expect(await problemsFor(files)).toEqual([
      { file: "splits.json", field: "dev[1]", message: "split 2024Q4 has no claims" },
      { file: "splits.json", message: "split 2025Q2 has 1 claims but is listed in neither dev nor test" },
    ]);
    files["splits.json"] = { dev: ["2025Q1", "2025Q2"], embargo: { split: "2025Q2", until: "2027-01-01" } };
    expect(await problemsFor(files)).toEqual(
      only("splits.json", undefined, "embargo.split", /one of the test splits/),
    );
  });
});

describe("readBundle: track and uniqueness rules", () => {
  it("integrity on the verdict track, label on the integrity track", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      rows[0]!.integrity = 0.5;
    });
    expect(await problemsFor(files)).toEqual(
      only("labels.jsonl", 1, "integrity", /not allowed on the verdict track/),
    );
    const integrity: Files = integrityBundle();
    integrity["labels.jsonl"] = [
      { claim_id: "i1", integrity: 0.5, label: "Real" },
      { claim_id: "i2", integrity: 1 },
    ];
    expect(await problemsFor(integrity)).toEqual(
      only("labels.jsonl", 1, "label", /not allowed on the integrity track/),
    );
  });

  it("labels_by_slice and evidence slices on a benchmark without slices", async () => {
    const files: Files = verdictBundle();
    files["benchmark.json"] = { ...(files["benchmark.json"] as Row), slices: undefined, modes: undefined };
    const problems = await problemsFor(files);
    expect(problems.filter((p) => p.file === "claims.jsonl")).toEqual([
      {
        file: "claims.jsonl",
        line: 1,
        field: "evidence[0].slice",
        message: "slice -3 is not declared (benchmark.json declares no slices)",
      },
      {
        file: "claims.jsonl",
        line: 1,
        field: "evidence[1].slice",
        message: "slice 3 is not declared (benchmark.json declares no slices)",
      },
    ]);
    expect(problems.filter((p) => p.file === "labels.jsonl").map((p) => [p.line, p.field])).toEqual([
      [1, "labels_by_slice"],
      [2, "labels_by_slice"],
      [3, "labels_by_slice"],
    ]);
  });

  it("duplicate label rows and duplicate oracle rows", async () => {
    const files = verdictWith("labels.jsonl", (rows) => {
      rows.push({ ...rows[0]! });
    });
    expect(await problemsFor(files)).toEqual(
      only("labels.jsonl", 4, "claim_id", /duplicate label row for c1 \(first on line 1\)/),
    );
    const oracle = verdictWith("oracle_evidence.jsonl", (rows) => {
      rows.push({ claim_id: "c1", evidence: ["again"] });
    });
    expect(await problemsFor(oracle)).toEqual(
      only("oracle_evidence.jsonl", 2, "claim_id", /duplicate oracle evidence row for c1/),
    );
  });
});
