import { oracleEvidenceRowSchema, type OracleEvidenceRow } from "@/lib/schemas/bundle-labels";
import { BUNDLE_FILES } from "./bundle-types";
import type { ProblemList } from "./problem-list";

/** Oracle rows accepted so far and the line each claim was first seen on. */
interface OracleState {
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
  const row = problems.parseRow(oracleEvidenceRowSchema, FILE, line, value);
  if (!row) return;
  const at = { file: FILE, line };
  if (!claimLines.has(row.claim_id)) {
    problems.add({
      ...at,
      field: "claim_id",
      message: `unknown claim ${row.claim_id} (not in claims.jsonl)`,
    });
    return;
  }
  const duplicate = `duplicate oracle evidence row for ${row.claim_id}`;
  if (problems.isFirstRow(state.lineById, row.claim_id, at, duplicate)) state.rows.push(row);
}
