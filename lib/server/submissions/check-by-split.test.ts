import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ScoringInputError } from "@/lib/scoring/issues";
import { type ScoringBenchmark } from "@/lib/scoring/types";
import { goldBenchmark } from "@/tests/support/scoring-cases";
import { checkPredictionFileBySplit, readPredictionFile } from "./read-prediction-file";
import { writeSplitFiles } from "./store-submissions";

const bench = (ids: string[]): ScoringBenchmark =>
  goldBenchmark(
    { track: "verdict", labels: ["True", "False"] },
    ids.map((claimId) => ({ claimId, gold: { label: "True" } })),
  );
const splits = [
  { name: "2025Q1", benchmark: bench(["a1", "a2"]) },
  { name: "2025Q2", benchmark: bench(["b1", "b2", "b3"]) },
];

async function fileWith(text: string, name = "p.jsonl"): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "pred-")), name);
  await writeFile(file, text);
  return file;
}
const opts = (only: string | null, format: "jsonl" | "csv" = "jsonl") => ({
  name: `p.${format}`,
  format,
  missingAsWrong: false,
  regime: "closed_book" as const,
  splits,
  only,
});
async function refusal(p: Promise<unknown>): Promise<ScoringInputError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ScoringInputError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}
const both =
  ["a1", "b1", "a2", "b2", "b3"].map((id) => JSON.stringify({ claim_id: id, label: "True" })).join("\n") +
  "\n";

describe("checkPredictionFileBySplit", () => {
  it("sorts a file covering two splits into one checked group per split", async () => {
    const out = await checkPredictionFileBySplit(await fileWith(both), opts(null));
    expect(out).toEqual([
      { name: "2025Q1", instances: 2, lines: [1, 3] },
      { name: "2025Q2", instances: 3, lines: [2, 4, 5] },
    ]);
  });

  it("with one split chosen, refuses a file of several in one message naming splits and line counts", async () => {
    const err = await refusal(checkPredictionFileBySplit(await fileWith(both), opts("2025Q1")));
    expect(err.issues).toHaveLength(1);
    expect(err.message).toContain(
      "the file holds claims of split 2025Q1 and of one other split: 2025Q1 (2 lines), 2025Q2 (3 lines)",
    );
    expect(err.message).not.toMatch(/unknown/);
  });

  it("with one split chosen, names the other split of a file that covers only that one", async () => {
    const onlyB = ["b1", "b2"].map((id) => JSON.stringify({ claim_id: id, label: "True" })).join("\n") + "\n";
    const err = await refusal(checkPredictionFileBySplit(await fileWith(onlyB), opts("2025Q1")));
    expect(err.message).toContain(
      "the file holds claims of another split, none of split 2025Q1: 2025Q2 (2 lines). Choose split 2025Q2 instead",
    );
  });

  it("reports syntax, type, unknown id, duplicate and missing problems of every split in one pass", async () => {
    const text = [
      '{"claim_id":"a1","label":"True"',
      '{"claim_id":"b1","label":7}',
      '{"claim_id":"zz","label":"True"}',
      '{"claim_id":"b2","label":"True"}',
      '{"claim_id":"b2","label":"False"}',
      '{"claim_id":"a2","label":"True"}',
    ].join("\n");
    const err = await refusal(checkPredictionFileBySplit(await fileWith(text), opts(null)));
    const messages = err.message.split("\n");
    expect(messages[0]).toMatch(/^p\.jsonl \(line 1, claim a1\): malformed JSON/);
    expect(messages[1]).toMatch(/^p\.jsonl \(line 2, claim b1, field label\)/);
    expect(err.message).toContain(
      "p.jsonl (line 3, claim zz, field claim_id): unknown claim id (not a claim of any split",
    );
    expect(err.message).toMatch(/line 5, claim b2\): duplicate prediction .*first on line 4/);
    expect(err.message).toContain("p.jsonl (claim a1): missing prediction");
    expect(err.message).toContain("p.jsonl (claim b3): missing prediction");
    expect(err.issues).toHaveLength(7);
  });

  it("reads a single split as before, reporting every class of problem together", async () => {
    const text = '{"claim_id":"a1","label":"True"}\n{"claim_id":"a1","label":"True"}\n{"claim_id":"a2",\n';
    const err = await refusal(
      readPredictionFile(await fileWith(text), {
        name: "p.jsonl",
        format: "jsonl",
        missingAsWrong: false,
        regime: "closed_book",
        benchmark: splits[0]!.benchmark,
      }),
    );
    expect(err.issues.map((i) => i.message.split(":")[0])).toEqual([
      "malformed JSON",
      "duplicate prediction for this claim, slice and variant (first on line 1)",
      "missing prediction",
    ]);
  });
});

describe("writeSplitFiles", () => {
  it("copies each split's own JSONL lines, which check again as that split alone", async () => {
    const source = await fileWith(both);
    const checked = await checkPredictionFileBySplit(source, opts(null));
    const files = await writeSplitFiles(source, "jsonl", checked, path.dirname(source), "split");
    expect(files.map((f) => f.split)).toEqual(["2025Q1", "2025Q2"]);
    expect(await readFile(files[0]!.path, "utf8")).toBe(
      '{"claim_id":"a1","label":"True"}\n{"claim_id":"a2","label":"True"}\n',
    );
    expect(files[1]!.bytes).toBe(Buffer.byteLength(await readFile(files[1]!.path, "utf8")));
    expect(await checkPredictionFileBySplit(files[1]!.path, opts("2025Q2"))).toEqual([
      { name: "2025Q2", instances: 3, lines: [1, 2, 3] },
    ]);
  });

  it("keeps the CSV header in every file and a quoted value spanning lines whole", async () => {
    const csv =
      'claim_id,raw_output\r\na1,"[[True]]"\r\nb1,"thinking\nstill [[False]]"\r\n\r\nb2,[[True]]\r\nb3,[[True]]\r\na2,[[False]]\r\n';
    const source = await fileWith(csv, "p.csv");
    const checked = await checkPredictionFileBySplit(source, opts(null, "csv"));
    const files = await writeSplitFiles(source, "csv", checked, path.dirname(source), "split");
    expect(await readFile(files[0]!.path, "utf8")).toBe('claim_id,raw_output\na1,"[[True]]"\na2,[[False]]\n');
    expect(await readFile(files[1]!.path, "utf8")).toBe(
      'claim_id,raw_output\nb1,"thinking\nstill [[False]]"\n\nb2,[[True]]\nb3,[[True]]\n',
    );
    const again = await checkPredictionFileBySplit(files[1]!.path, opts("2025Q2", "csv"));
    expect(again[0]?.instances).toBe(3);
  });
});
