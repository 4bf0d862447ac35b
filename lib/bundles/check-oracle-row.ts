import { oracleEvidenceRowSchema, type OracleEvidenceRow } from "@/lib/schemas/bundle-labels";
import { BUNDLE_FILES } from "./bundle-types";
import type { ProblemList } from "./problem-list";

/** Oracle rows accepted so far and the line each claim was first seen on. */
export interface OracleState {
  rows: OracleEvidenceRow[];
  lineById: Map<string, number>;
}

/** Creates an empty oracle-evidence accumulator. */
export function createOracleState(): OracleState {
  return { rows: [], lineById: new Map() };
}

const FILE = BUNDLE_FILES.oracle;

/** Validates one `oracle_evidence.jsonl` value: shape, known claim, one row per claim. */
export function checkOracleRow(
  value: unknown,
  line: number,
  claimLines: ReadonlyMap<string, number>,
  state: OracleState,
  problems: ProblemList,
): void {
  const parsed = oracleEvidenceRowSchema.safeParse(value);
  if (!parsed.success) {
    problems.addZodIssues(FILE, line, parsed.error);
    return;
  }
  const row = parsed.data;
  if (!claimLines.has(row.claim_id)) {
    problems.add({
      file: FILE,
      line,
      field: "claim_id",
      message: `unknown claim ${row.claim_id} (not in claims.jsonl)`,
    });
    return;
  }
  const firstLine = state.lineById.get(row.claim_id);
  if (firstLine !== undefined) {
    problems.add({
      file: FILE,
      line,
      field: "claim_id",
      message: `duplicate oracle evidence row for ${row.claim_id} (first on line ${firstLine})`,
    });
    return;
  }
  state.lineById.set(row.claim_id, line);
  state.rows.push(row);
}
