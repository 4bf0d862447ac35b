import { unknownPropertyProblems } from "@/lib/schemas/bundle-properties";
import type { ScoringIssue } from "./issues";
import type { PredictionRow, Regime, ScoringBenchmark, ScoringClaim } from "./types";

/** Problems of one row relative to the benchmark (claim, slice, variant, track, citations). */
export function checkRow(
  benchmark: ScoringBenchmark,
  claim: ScoringClaim | undefined,
  row: PredictionRow,
  file: string,
  regime: Regime | undefined,
): ScoringIssue[] {
  const at = { file, line: row.line, claimId: row.claimId };
  const issues: ScoringIssue[] = [];
  if (!claim)
    issues.push({ ...at, field: "claim_id", message: "unknown claim id (not a claim of this benchmark)" });
  if (benchmark.slices.length > 0) {
    if (row.slice === undefined)
      issues.push({
        ...at,
        field: "slice",
        message: `slice is required (one of ${benchmark.slices.join(", ")})`,
      });
    else if (!benchmark.slices.includes(row.slice)) {
      issues.push({
        ...at,
        field: "slice",
        message: `slice ${row.slice} is not one of ${benchmark.slices.join(", ")}`,
      });
    }
  } else if (row.slice !== undefined) {
    issues.push({ ...at, field: "slice", message: "this benchmark has no slices" });
  }
  if (benchmark.track === "integrity") {
    if (row.score === undefined && !row.isEmpty)
      issues.push({ ...at, field: "score", message: "integrity track needs a score in [-1, 1]" });
    if (row.variant === "shifted")
      issues.push({
        ...at,
        field: "variant",
        message: "shifted copies are scored on the verdict track only",
      });
    for (const [field, message] of unknownPropertyProblems(row.properties ?? {}, benchmark.properties ?? []))
      issues.push({ ...at, field, message });
  } else {
    if (row.label === undefined && row.rawOutput === undefined && !row.isEmpty)
      issues.push({ ...at, field: "label", message: "verdict track needs label or raw_output" });
    if (row.properties !== undefined)
      issues.push({
        ...at,
        field: "properties",
        message: "property scores belong to the integrity track only",
      });
  }
  if (regime === "evidence_bounded" && claim) {
    // A shifted copy with evidence of its own is bounded by that set (DOMAIN §4).
    const evidence = row.variant === "shifted" ? (claim.shiftedEvidence ?? claim.evidence) : claim.evidence;
    const known = new Set(evidence.map((e) => e.id));
    row.citations.forEach((citation, index) => {
      if (citation.id === undefined || !known.has(citation.id)) {
        issues.push({
          ...at,
          field: `citations.${index}.id`,
          message: "cited id is not in this claim's evidence set",
        });
      }
    });
  }
  return issues;
}
