import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeEnumColumn, decodeJsonColumn, StoredDataError } from "./db-columns";
import { modeListColumn, resultHeadlineColumn, scoreResultColumn } from "./schemas/stored-columns";
import { TRACKS } from "./vocabulary";

const ref = { table: "Benchmark", id: "b1", column: "modesJson" };

describe("decoding stored columns", () => {
  it("returns the parsed value when it matches", () => {
    expect(decodeJsonColumn(modeListColumn, '["classification","inference"]', ref)).toEqual([
      "classification",
      "inference",
    ]);
    expect(decodeEnumColumn(TRACKS, "verdict", { ...ref, column: "track" })).toBe("verdict");
  });

  it("fails loudly, naming table, row and column", () => {
    expect(() => decodeJsonColumn(modeListColumn, '["classification","guessing"]', ref)).toThrow(
      StoredDataError,
    );
    expect(() => decodeJsonColumn(modeListColumn, '["classification","guessing"]', ref)).toThrow(
      /^Benchmark b1: modesJson does not match its schema/,
    );
    expect(() => decodeJsonColumn(z.array(z.string()), "[1,", ref)).toThrow(
      "Benchmark b1: modesJson is not valid JSON",
    );
    expect(() => decodeEnumColumn(TRACKS, "verdicts", { ...ref, column: "track" })).toThrow(
      'Benchmark b1: track is "verdicts", not one of verdict, integrity',
    );
  });

  it("reads every reference scorer output as a stored result", () => {
    const root = "datasets/reference/scoring";
    const outputs = readdirSync(root).flatMap((dir) =>
      dir === "bad"
        ? []
        : readdirSync(path.join(root, dir))
            .filter((f) => f.startsWith("expected-"))
            .map((f) => path.join(root, dir, f)),
    );
    expect(outputs.length).toBeGreaterThanOrEqual(4);
    for (const file of outputs) {
      const text = readFileSync(file, "utf8");
      expect(
        decodeJsonColumn(scoreResultColumn, text, { table: "Score", id: file, column: "resultJson" }),
      ).toEqual(JSON.parse(text));
    }
  });

  it("hands a stored result on as stored, key order included (releases store it again byte for byte)", () => {
    const text =
      '{"n":2,"track":"verdict","metrics":{"accuracy":0.5},"ci":{"b":10,"seed":0,"level":0.95,"intervals":{"accuracy":[0,1]}}}';
    expect(
      JSON.stringify(
        decodeJsonColumn(scoreResultColumn, text, { table: "Score", id: "s1", column: "resultJson" }),
      ),
    ).toBe(text);
    expect(() =>
      decodeJsonColumn(scoreResultColumn, '{"n":2,"track":"verdict","metrics":{"accuracy":"high"}}', {
        table: "Score",
        id: "s1",
        column: "resultJson",
      }),
    ).toThrow(/Score s1: resultJson does not match its schema[\s\S]*metrics\.accuracy/);
  });

  it("reads an undefined headline metric (stored as null) as NaN", () => {
    const headline = decodeJsonColumn(resultHeadlineColumn, '{"n":3,"metrics":{"mse":0.25,"acc3":null}}', {
      table: "Score",
      id: "s1",
      column: "resultJson",
    });
    expect(headline.metrics).toEqual({ mse: 0.25, acc3: Number.NaN });
  });
});
