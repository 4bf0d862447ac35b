import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import { claimRowSchema } from "@/lib/schemas/bundle-claim";
import { BUNDLE_FILES, type ParsedClaim } from "./bundle-types";
import { isIsoDate, quarterOf, type QuarterSplit } from "./calendar-date";
import type { ProblemList } from "./problem-list";

/** Claims accepted so far, and the line each id was first seen on. */
export interface ClaimsState {
  claims: ParsedClaim[];
  lineById: Map<string, number>;
  /** Claims per quarter, counting rejected rows whose date is valid (avoids follow-on split problems). */
  quarterCounts: Map<QuarterSplit, number>;
}

/** Creates an empty claims accumulator. */
export function createClaimsState(): ClaimsState {
  return { claims: [], lineById: new Map(), quarterCounts: new Map() };
}

const FILE = BUNDLE_FILES.claims;

/**
 * Validates one parsed `claims.jsonl` value and, when it is sound, appends it to `state`.
 * `meta` is null when benchmark.json itself is invalid; slice checks are then skipped.
 */
export function checkClaimRow(
  value: unknown,
  line: number,
  meta: BenchmarkMeta | null,
  state: ClaimsState,
  problems: ProblemList,
): void {
  const parsed = claimRowSchema.safeParse(value);
  if (!parsed.success) {
    problems.addZodIssues(FILE, line, parsed.error);
    rememberInvalidRowId(value, line, state);
    return;
  }
  const row = parsed.data;
  let isSound = true;
  const firstLine = state.lineById.get(row.claim_id);
  if (firstLine !== undefined) {
    problems.add({
      file: FILE,
      line,
      field: "claim_id",
      message: `duplicate claim_id ${row.claim_id} (first on line ${firstLine})`,
    });
    return;
  }
  state.lineById.set(row.claim_id, line);
  countQuarter(row.claim_date, state);

  const evidenceIds = new Set<string>();
  (row.evidence ?? []).forEach((item, index) => {
    if (evidenceIds.has(item.id)) {
      problems.add({
        file: FILE,
        line,
        field: `evidence[${index}].id`,
        message: `duplicate evidence id ${item.id} within claim ${row.claim_id}`,
      });
      isSound = false;
    }
    evidenceIds.add(item.id);
    if (item.slice !== undefined && meta && !(meta.slices ?? []).includes(item.slice)) {
      const declared = meta.slices
        ? `declared slices are ${meta.slices.join(", ")}`
        : "benchmark.json declares no slices";
      problems.add({
        file: FILE,
        line,
        field: `evidence[${index}].slice`,
        message: `slice ${item.slice} is not declared (${declared})`,
      });
      isSound = false;
    }
  });
  if (isSound) state.claims.push({ ...row, split: quarterOf(row.claim_date) });
}

/**
 * Keeps the id of a row that failed validation, so its label row is not also reported as
 * "unknown claim": one mistake, one problem.
 */
function rememberInvalidRowId(value: unknown, line: number, state: ClaimsState): void {
  if (typeof value !== "object" || value === null || !("claim_id" in value)) return;
  const id = value.claim_id;
  if (typeof id !== "string" || state.lineById.has(id)) return;
  state.lineById.set(id, line);
  if ("claim_date" in value && typeof value.claim_date === "string") countQuarter(value.claim_date, state);
}

function countQuarter(date: string, state: ClaimsState): void {
  if (!isIsoDate(date)) return;
  const quarter = quarterOf(date);
  state.quarterCounts.set(quarter, (state.quarterCounts.get(quarter) ?? 0) + 1);
}
