import { Readable } from "node:stream";
import { parse as parseCsv, CsvError } from "csv-parse";
import { IssueList } from "./issues";
import { decodeCsvRecord, toPredictionRow, type RowResult } from "./prediction-row";
import type { PredictionRow } from "./types";

export type PredictionFormat = "jsonl" | "csv";
export type TextSource = AsyncIterable<string> | Iterable<string>;

export interface ParseOptions {
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

/** Collects every row and every issue (capped) of a prediction file. */
export async function parsePredictions(
  source: TextSource,
  options: ParseOptions,
): Promise<{ rows: PredictionRow[]; issues: IssueList }> {
  const rows: PredictionRow[] = [];
  const issues = new IssueList();
  for await (const result of parsePredictionStream(source, options)) {
    if (result.ok) rows.push(result.row);
    else result.issues.forEach((issue) => issues.add(issue));
  }
  return { rows, issues };
}

async function* splitLines(source: TextSource): AsyncGenerator<string> {
  let pending = "";
  for await (const chunk of source) {
    pending += chunk;
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    yield* parts;
  }
  if (pending !== "") yield pending;
}

async function* parseJsonlStream(source: TextSource, file: string): AsyncGenerator<RowResult> {
  let line = 0;
  for await (const text of splitLines(source)) {
    line += 1;
    const trimmed = text.replace(/^\uFEFF/, "").trim();
    if (trimmed === "") continue;
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      yield { ok: false, issues: [{ file, line, message: `malformed JSON: ${reason}` }] };
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
  const parser = Readable.from(source).pipe(
    parseCsv({ columns: true, info: true, bom: true, skip_empty_lines: true, trim: false }),
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
    yield { ok: false, issues: [{ file, line, message: `malformed CSV: ${error.message}` }] };
  }
}
