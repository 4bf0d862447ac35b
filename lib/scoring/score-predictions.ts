import { buildInstanceRecords, type BuildRecordsOptions } from "./build-records";
import { scoreRecords, type ScoreOptions, type ScoreResult } from "./score-records";
import type { InstanceRecord, PredictionRow, ScoringBenchmark } from "./types";

/**
 * Validates parsed prediction rows against the benchmark and scores them. Returns the
 * storable per-instance records with the result. Throws ScoringInputError on bad input.
 */
export function scorePredictions(
  benchmark: ScoringBenchmark,
  rows: readonly PredictionRow[],
  options: BuildRecordsOptions & Omit<ScoreOptions, "claimIds">,
): { result: ScoreResult; records: InstanceRecord[] } {
  const records = buildInstanceRecords(benchmark, rows, options);
  return { result: scoreRecords(benchmark, records, options), records };
}
