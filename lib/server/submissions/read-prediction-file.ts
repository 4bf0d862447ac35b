import "server-only";
import { createReadStream } from "node:fs";
import { decodeUtf8 } from "@/lib/scoring/decode-utf8";
import { buildInstanceRecords, parsePredictionStream, IssueList, ScoringInputError, type InstanceRecord, type PredictionFormat, type PredictionRow, type Regime, type ScoringBenchmark } from "@/lib/scoring";

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
  for await (const result of parsePredictionStream(decodeUtf8(createReadStream(path), options.name), { file: options.name, format: options.format })) {
    if (result.ok) rows.push(result.row);
    else result.issues.forEach((issue) => issues.add(issue));
  }
  issues.throwIfAny();
  if (rows.length === 0) throw new ScoringInputError([{ file: options.name, message: "the file holds no predictions" }]);
  return buildInstanceRecords(options.benchmark, rows, { file: options.name, missingAsWrong: options.missingAsWrong, regime: options.regime });
}
