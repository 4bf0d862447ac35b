import { Readable } from "node:stream";
import { parse as parseCsv, CsvError } from "csv-parse";
import { IssueList } from "./issues";
import { decodeCsvRecord, toPredictionRow, type RowResult } from "./prediction-row";
import type { PredictionRow } from "./types";

export type PredictionFormat = "jsonl" | "csv";
type TextSource = AsyncIterable<string> | Iterable<string>;

interface ParseOptions {
  /** File name used in error messages. */
  file: string;
  format: PredictionFormat;
}

/** "csv" for *.csv, otherwise "jsonl". */
export function predictionFormatFromName(name: string): PredictionFormat {
  return name.toLowerCase().endsWith(".csv") ? "csv" : "jsonl";
}

/**
 * Streams prediction rows out of text chunks (any chunking: whole file, lines, network
 * chunks). Yields one result per record so a caller can stop early or collect all issues.
 */
export async function* parsePredictionStream(
  source: TextSource,
  options: ParseOptions,
): AsyncGenerator<RowResult> {
  if (options.format === "csv") yield* parseCsvStream(source, options.file);
  else yield* parseJsonlStream(source, options.file);
}

/**
 * Every row and every issue (capped) of a prediction file. The issues list is handed on to
 * the record check (buildInstanceRecords), so syntax, type, id, duplicate and missing-claim
 * problems are reported together.
 */
export interface ParsedPredictions {
  rows: PredictionRow[];
  issues: IssueList;
}

/** Collects every row and every issue (capped) of a prediction file. */
export async function parsePredictions(
  source: TextSource,
  options: ParseOptions,
): Promise<ParsedPredictions> {
  const parsed: ParsedPredictions = { rows: [], issues: new IssueList() };
  for await (const result of parsePredictionStream(source, options)) addRowResult(parsed, result);
  return parsed;
}

/** Adds one streamed result to what was collected so far (shared by the CLI and the server). */
export function addRowResult(parsed: ParsedPredictions, result: RowResult): void {
  if (result.ok) parsed.rows.push(result.row);
  else result.issues.forEach((issue) => parsed.issues.add(issue));
}

/** The claim id of a line that is not valid JSON, when one can still be read off it (to name it in the error). */
function claimIdOfBrokenLine(text: string): string | undefined {
  const match = /"claim_id"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text);
  if (!match?.[1]) return undefined;
  try {
    return (JSON.parse(`"${match[1]}"`) as string).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Longest line a prediction file may have, in characters (1 MiB of ASCII). A prediction is
 * a claim id, a label or score and a few citations: a line this long is not one, and the
 * limit keeps a hostile one-line file from holding a whole file's worth of text at once.
 */
export const MAX_LINE_CHARS = 1024 * 1024;

type Line = { text: string } | { tooLong: true };

/**
 * Splits text chunks into lines in linear time: each chunk is searched once, from where the
 * last line ended, and the pieces of a line spread over chunks are joined once. A line over
 * MAX_LINE_CHARS ends the split (its bytes are not collected).
 */
async function* splitLines(source: TextSource): AsyncGenerator<Line> {
  let pieces: string[] = [];
  let length = 0;
  for await (const chunk of source) {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf("\n", start);
      const end = newline === -1 ? chunk.length : newline;
      length += end - start;
      if (length > MAX_LINE_CHARS) {
        yield { tooLong: true };
        return;
      }
      if (newline === -1) {
        if (end > start) pieces.push(start === 0 ? chunk : chunk.slice(start));
        break;
      }
      pieces.push(chunk.slice(start, newline));
      yield { text: pieces.length === 1 ? (pieces[0] ?? "") : pieces.join("") };
      pieces = [];
      length = 0;
      start = newline + 1;
    }
  }
  if (length > 0) yield { text: pieces.join("") };
}

async function* parseJsonlStream(source: TextSource, file: string): AsyncGenerator<RowResult> {
  let line = 0;
  for await (const item of splitLines(source)) {
    line += 1;
    if ("tooLong" in item) {
      yield {
        ok: false,
        issues: [
          {
            file,
            line,
            message: `the line is longer than ${MAX_LINE_CHARS.toLocaleString("en-US")} characters, the limit per line; is the file one JSON object per line?`,
          },
        ],
      };
      return;
    }
    // JSON.parse skips surrounding white space itself; only a BOM (line 1) and blank lines need care.
    const text = line === 1 && item.text.charCodeAt(0) === 0xfeff ? item.text.slice(1) : item.text;
    if (text.charCodeAt(0) !== 0x7b && text.trim() === "") continue;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const claimId = claimIdOfBrokenLine(text);
      yield {
        ok: false,
        issues: [
          { file, line, ...(claimId === undefined ? {} : { claimId }), message: `malformed JSON: ${reason}` },
        ],
      };
      continue;
    }
    yield toPredictionRow(raw, line, file);
  }
}

interface CsvInfoRecord {
  record: Record<string, string>;
  info: { lines: number };
}

async function* parseCsvStream(source: TextSource, file: string): AsyncGenerator<RowResult> {
  const input = Readable.from(source);
  const parser = input.pipe(
    parseCsv({
      columns: true,
      info: true,
      bom: true,
      skip_empty_lines: true,
      trim: false,
      max_record_size: MAX_LINE_CHARS,
    }),
  );
  try {
    for await (const item of parser as AsyncIterable<CsvInfoRecord>) {
      const line = item.info.lines;
      const decoded = decodeCsvRecord(item.record);
      if (typeof decoded === "string") {
        yield { ok: false, issues: [{ file, line, field: "citations", message: decoded }] };
      } else yield toPredictionRow(decoded, line, file);
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? error.lines : undefined;
    const message =
      error.code === "CSV_MAX_RECORD_SIZE"
        ? `the record is longer than ${MAX_LINE_CHARS.toLocaleString("en-US")} characters, the limit per line`
        : `malformed CSV: ${error.message}`;
    yield { ok: false, issues: [{ file, line, message }] };
  } finally {
    // The parser stops at an error, but the source would otherwise stay open until collected.
    input.destroy();
  }
}
