import { describe, expect, it } from "vitest";
import { formatIssue } from "./issues";
import { MAX_LINE_CHARS, parsePredictions } from "./parse-predictions";

const jsonl = (text: string) => parsePredictions([text], { file: "p.jsonl", format: "jsonl" });
const messages = async (text: string, format: "jsonl" | "csv" = "jsonl") =>
  (await parsePredictions([text], { file: `p.${format}`, format })).issues.issues.map(formatIssue);

describe("parsePredictions (JSONL)", () => {
  it("parses rows across arbitrary chunk boundaries and skips blank lines", async () => {
    const text =
      '{"claim_id":"a","slice":-3,"variant":"shifted","label":"Real"}\n\n{"claim_id":"b","score":0.5,"extra":1}\n';
    const chunks = text.match(/.{1,7}/gs) ?? [];
    const { rows, issues } = await parsePredictions(chunks, { file: "p.jsonl", format: "jsonl" });
    expect(issues.count).toBe(0);
    expect(rows).toEqual([
      {
        line: 1,
        claimId: "a",
        slice: -3,
        variant: "shifted",
        label: "Real",
        rawOutput: undefined,
        score: undefined,
        citations: [],
      },
      {
        line: 3,
        claimId: "b",
        slice: undefined,
        variant: "original",
        label: undefined,
        rawOutput: undefined,
        score: 0.5,
        citations: [],
      },
    ]);
  });

  it("names file, line and field for each problem", async () => {
    const out = await messages(
      [
        '{"claim_id":"a","score":',
        '{"claim_id":"b","score":"high"}',
        '{"claim_id":"c","score":1.5}',
        '{"claim_id":"d","slice":1.5,"label":"x"}',
        '{"claim_id":"e","variant":"rotated","label":"x"}',
        '{"score":0}',
        "[1,2]",
        '{"claim_id":"f","label":"x","raw_output":"[[x]]"}',
        '{"claim_id":"g","label":"Unsure"}',
      ].join("\n"),
    );
    expect(out[0]).toMatch(/^p\.jsonl \(line 1, claim a\): malformed JSON/);
    expect(out[1]).toBe("p.jsonl (line 2, claim b, field score): score must be a number");
    expect(out[2]).toBe("p.jsonl (line 3, claim c, field score): score must be in [-1, 1]");
    expect(out[3]).toBe("p.jsonl (line 4, claim d, field slice): slice must be a whole number of days");
    expect(out[4]).toMatch(/^p\.jsonl \(line 5, claim e, field variant\)/);
    expect(out[5]).toMatch(/^p\.jsonl \(line 6, field claim_id\)/);
    expect(out[6]).toBe("p.jsonl (line 7): expected a JSON object");
    expect(out[7]).toMatch(/line 8.*only one of label, raw_output, score/);
    expect(out).toHaveLength(8); // a label outside the set is not a parse error
  });
});

describe("parsePredictions (CSV)", () => {
  it("reads the same columns, coerces numbers and keeps quoted newlines", async () => {
    const text = 'claim_id,slice,variant,raw_output,score\na,0,,"one\n[[Fake]] two",\nb,3,shifted,,\n';
    const { rows, issues } = await parsePredictions([text], { file: "p.csv", format: "csv" });
    expect(issues.count).toBe(0);
    expect(rows.map((r) => [r.claimId, r.slice, r.variant, r.rawOutput, r.line])).toEqual([
      ["a", 0, "original", "one\n[[Fake]] two", 3],
      ["b", 3, "shifted", undefined, 4],
    ]);
  });

  it("reports bad cells and malformed CSV with line numbers", async () => {
    expect(await messages("claim_id,score\na,abc\nb,-2\n", "csv")).toEqual([
      "p.csv (line 2, claim a, field score): score must be a number",
      "p.csv (line 3, claim b, field score): score must be in [-1, 1]",
    ]);
    const broken = await messages('claim_id,label\na,Real\nb,"unclosed\n', "csv");
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^p\.csv \(line \d+\): malformed CSV/);
  });
});

it("JSONL and CSV agree", async () => {
  const a = await jsonl('{"claim_id":"x","slice":-3,"label":"Real"}\n');
  const b = await parsePredictions(["claim_id,slice,label\nx,-3,Real\n"], { file: "p.csv", format: "csv" });
  expect(b.rows.map(({ line: _l, ...r }) => r)).toEqual(a.rows.map(({ line: _l, ...r }) => r));
});

describe("parsePredictions: line length", () => {
  const CHUNK = 64 * 1024;
  /** One line of `totalChars`, in 64 KiB chunks as a file stream delivers them; counts the chunks taken. */
  function oneLongLine(prefix: string, totalChars: number) {
    const taken = { chunks: 0 };
    function* chunks(): Generator<string> {
      yield prefix;
      const chunk = "x".repeat(CHUNK);
      for (let sent = prefix.length; sent < totalChars; sent += chunk.length) {
        taken.chunks += 1;
        yield chunk;
      }
    }
    return { chunks: chunks(), taken };
  }

  it("refuses a 50 MB one-line JSONL file at the limit, naming the line, without reading the rest", async () => {
    const long = oneLongLine('{"claim_id":"b","label":"', 50e6);
    async function* source() {
      yield '{"claim_id":"a","label":"Real"}\n';
      yield* long.chunks;
    }
    const { rows, issues } = await parsePredictions(source(), { file: "p.jsonl", format: "jsonl" });
    expect(rows).toHaveLength(1);
    expect(issues.issues.map(formatIssue)).toEqual([
      `p.jsonl (line 2): the line is longer than 1,048,576 characters, the limit per line; is the file one JSON object per line?`,
    ]);
    // Reading stops at the limit: 16 chunks of 64 KiB reach 1 MiB, one more passes it.
    expect(long.taken.chunks).toBeLessThanOrEqual(MAX_LINE_CHARS / CHUNK + 1);
  });

  it("accepts a line of exactly MAX_LINE_CHARS characters, split over chunks", async () => {
    const head = '{"claim_id":"a","raw_output":"';
    const tail = '"}';
    const body = "y".repeat(MAX_LINE_CHARS - head.length - tail.length);
    const chunks = [head, body.slice(0, 1000), body.slice(1000), tail, "\n"];
    const { rows, issues } = await parsePredictions(chunks, { file: "p.jsonl", format: "jsonl" });
    expect(issues.count).toBe(0);
    expect(rows[0]?.rawOutput).toHaveLength(body.length);
    const over = await parsePredictions([head, body, "z", tail], { file: "p.jsonl", format: "jsonl" });
    expect(over.issues.issues[0]?.line).toBe(1);
  });

  it("refuses a CSV record over the limit, naming the line", async () => {
    const { issues } = await parsePredictions(
      ["claim_id,label\n", "a,Real\n", ...oneLongLine("b,", 5e6).chunks],
      { file: "p.csv", format: "csv" },
    );
    expect(issues.issues.map(formatIssue)).toEqual([
      "p.csv (line 3): the record is longer than 1,048,576 characters, the limit per line",
    ]);
  });
});
