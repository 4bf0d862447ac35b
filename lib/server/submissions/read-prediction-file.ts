import "server-only";
import { createReadStream } from "node:fs";
import { buildInstanceRecords, parsePredictionStream, IssueList, ScoringInputError, type InstanceRecord, type PredictionFormat, type PredictionRow, type Regime, type ScoringBenchmark } from "@/lib/scoring";

/** Decodes a file as strict UTF-8 (a BOM is dropped); any invalid byte is an error, not a U+FFFD. */
async function* utf8Chunks(path: string, name: string): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let offset = 0;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    if (offset === 0 && bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
      throw new ScoringInputError([{ file: name, line: 1, message: "the file is UTF-16; save it as UTF-8" }]);
    }
    try {
      yield decoder.decode(bytes, { stream: true });
    } catch {
      throw new ScoringInputError([{ file: name, message: `the file is not valid UTF-8 (within bytes ${offset}–${offset + bytes.length})` }]);
    }
    offset += bytes.length;
  }
  yield decoder.decode();
}

/**
 * Streams a stored prediction file and checks it against the split: every problem found
 * (first 100) is thrown together as a ScoringInputError naming file, line and field.
 */
export async function readPredictionFile(
  path: string,
  options: { name: string; format: PredictionFormat; benchmark: ScoringBenchmark; missingAsWrong: boolean; regime: Regime },
): Promise<InstanceRecord[]> {
  const rows: PredictionRow[] = [];
  const issues = new IssueList();
  for await (const result of parsePredictionStream(utf8Chunks(path, options.name), { file: options.name, format: options.format })) {
    if (result.ok) rows.push(result.row);
    else result.issues.forEach((issue) => issues.add(issue));
  }
  issues.throwIfAny();
  if (rows.length === 0) throw new ScoringInputError([{ file: options.name, message: "the file holds no predictions" }]);
  return buildInstanceRecords(options.benchmark, rows, { file: options.name, missingAsWrong: options.missingAsWrong, regime: options.regime });
}
