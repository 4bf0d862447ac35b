// Public API of the pure scoring library (no I/O). See the report in docs or each file's JSDoc.
export * from "./types";
export { IssueList, ScoringInputError, formatIssue, MAX_REPORTED_ISSUES, type ScoringIssue } from "./issues";
export {
  addRowResult,
  parsePredictions,
  parsePredictionStream,
  predictionFormatFromName,
  type ParsedPredictions,
  type PredictionFormat,
  type TextSource,
} from "./parse-predictions";
export { describeSplitGroups, groupRowsBySplit, type SplitGroups } from "./group-rows-by-split";
export { toPredictionRow, type RowResult } from "./prediction-row";
export { buildScoringBenchmark, type BundleTexts } from "./benchmark-input";
export { buildInstanceRecords, type BuildRecordsOptions } from "./build-records";
export { scorePredictions } from "./score-predictions";
export {
  scoreRecords,
  groupRecordsByClaim,
  prepareContributions,
  type ScoreOptions,
  type ScoreResult,
} from "./score-records";
export { integrityBin3, integrityBin7 } from "./integrity-bins";
export { createLabelResolver, extractBracketedLabel, labelKey } from "./labels";
export { isCitationLeaked, addDays, hostOf } from "./leakage";
export { computeSsa, type SsaResult } from "./ssa";
export {
  bootstrapIntervals,
  forEachResample,
  percentile,
  type BootstrapOptions,
  type Interval,
} from "./bootstrap";
export { comparePaired, bootstrapEntries, type Entry, type PairedComparison } from "./compare-entries";
export { rankEntries, rankValues, type RankedEntry } from "./rank-intervals";
export { holmAdjust } from "./holm";
export { headlineValues, summarizeSums, type MetricsSummary } from "./summarize";
