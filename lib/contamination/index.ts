/** Public API of the contamination library (pure except `loadWordNet30`). */
export { maxWeightAssignment, type Assignment } from "./assignment";
export {
  AVERITEC_MAX_PREDICTED,
  scoreClaim,
  scoreClaimEmbeddings,
  scoreClaimMeteor,
  scoreClaimMeteorAveritec,
  scoreFromSimilarity,
} from "./claim-score";
export {
  buildMeteorReport,
  formatReportLines,
  type ContaminationInput,
  type ContaminationReport,
} from "./contamination-report";
export { cosineSimilarity } from "./cosine";
export {
  EvidenceFileError,
  evidenceRecordSchema,
  parseEvidenceJsonl,
  type EvidenceLine,
  type EvidenceRecord,
} from "./evidence-file";
export {
  DEFAULT_TAU,
  isContaminated,
  isStrictlyContaminated,
  type ContaminationMetric,
  type ContaminationMetricKind,
} from "./flags";
export { loadWordNet30 } from "./load-wordnet";
export {
  createMeteorScorer,
  NLTK_METEOR_PARAMETERS,
  type MeteorParameters,
  type MeteorScorer,
  type MeteorStatement,
} from "./meteor";
export { stemPorter } from "./porter-stemmer";
export { summarizeContamination, type ClaimContamination, type ContaminationSummary } from "./summary";
export { tokenize } from "./tokenize";
export { averitecTokenize, splitSentences, treebankTokenize } from "./treebank-tokenize";
export { lookupSynonyms, morphy, parseWordNetTable, type WordNetTable } from "./wordnet";
