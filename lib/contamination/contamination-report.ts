/**
 * What the contamination CLI computes (DOMAIN.md §7), as a pure function of
 * the parsed files: one result per oracle claim, in oracle-file order, and the
 * summary. A claim absent from the generated file is scored as having empty
 * generated evidence (s = 0); a generated claim unknown to the oracle is an error.
 */
import { scoreClaimMeteor } from "./claim-score";
import { EvidenceFileError, type EvidenceLine } from "./evidence-file";
import { isContaminated } from "./flags";
import type { MeteorScorer } from "./meteor";
import { PythonFloat, toPythonJson } from "./python-json";
import { summarizeContamination, type ClaimContamination, type ContaminationSummary } from "./summary";

interface ContaminationInput {
  oracle: readonly EvidenceLine[];
  generated: readonly EvidenceLine[];
  /** File name of `generated`, for error messages. */
  generatedFile: string;
  /** Flag threshold τ on the METEOR scale. */
  tau: number;
}

interface ContaminationReport {
  claims: ClaimContamination[];
  summary: ContaminationSummary;
}

export function buildMeteorReport(scorer: MeteorScorer, input: ContaminationInput): ContaminationReport {
  const oracleIds = new Set(input.oracle.map((r) => r.claim_id));
  const generatedById = new Map<string, readonly string[]>();
  for (const record of input.generated) {
    if (!oracleIds.has(record.claim_id)) {
      throw new EvidenceFileError(
        input.generatedFile,
        record.line,
        `claim_id ${JSON.stringify(record.claim_id)} is not in the oracle file`,
      );
    }
    generatedById.set(record.claim_id, record.evidence);
  }
  const claims = input.oracle.map((record): ClaimContamination => {
    const score = scoreClaimMeteor(scorer, generatedById.get(record.claim_id) ?? [], record.evidence);
    return { claim_id: record.claim_id, score, contaminated: isContaminated(score, input.tau) };
  });
  return { claims, summary: summarizeContamination(claims) };
}

/** The CLI's output lines, byte-compatible with the Python reference. */
export function formatReportLines(report: ContaminationReport): string[] {
  const claimLines = report.claims.map((c) =>
    toPythonJson({
      claim_id: c.claim_id,
      score: c.score === null ? null : new PythonFloat(c.score),
      contaminated: c.contaminated,
    }),
  );
  const { n, mean, flagged } = report.summary;
  const summary = toPythonJson({
    summary: { n, mean: mean === null ? null : new PythonFloat(mean), flagged },
  });
  return [...claimLines, summary];
}
