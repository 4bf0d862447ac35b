import { periodOfDate } from "@/lib/periods/periods";
import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import { claimRowSchema, type EvidenceItem } from "@/lib/schemas/bundle-claim";
import type { Period } from "@/lib/vocabulary";
import { BUNDLE_FILES, type ParsedClaim } from "./bundle-types";
import { isIsoDate } from "@/lib/periods/calendar-date";
import type { ProblemList } from "./problem-list";

/** Claims accepted so far, and the line each id was first seen on. */
interface ClaimsState {
  /** The benchmark's split period: each claim's split is the period of its date. */
  period: Period;
  claims: ParsedClaim[];
  lineById: Map<string, number>;
  /** Claims per split, counting rejected rows whose date is valid (avoids follow-on split problems). */
  splitCounts: Map<string, number>;
}

/** Creates an empty claims accumulator for a benchmark cut into `period`s. */
export function createClaimsState(period: Period): ClaimsState {
  return { period, claims: [], lineById: new Map(), splitCounts: new Map() };
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
  const row = problems.parseRow(claimRowSchema, FILE, line, value);
  if (!row) {
    rememberInvalidRowId(value, line, state);
    return;
  }
  const at = { file: FILE, line };
  if (!problems.isFirstRow(state.lineById, row.claim_id, at, `duplicate claim_id ${row.claim_id}`)) return;
  countSplit(row.claim_date, state);
  const isSound = [
    checkEvidence(row.evidence ?? [], "evidence", row.claim_id, line, meta, problems),
    checkEvidence(row.shifted?.evidence ?? [], "shifted.evidence", row.claim_id, line, meta, problems),
  ].every(Boolean);
  if (isSound) state.claims.push({ ...row, split: periodOfDate(row.claim_date, state.period) });
}

/** Evidence ids unique within the list, slices declared by the benchmark; false when not. */
function checkEvidence(
  items: readonly EvidenceItem[],
  field: string,
  claimId: string,
  line: number,
  meta: BenchmarkMeta | null,
  problems: ProblemList,
): boolean {
  let isSound = true;
  const ids = new Set<string>();
  items.forEach((item, index) => {
    if (ids.has(item.id)) {
      problems.add({
        file: FILE,
        line,
        field: `${field}[${index}].id`,
        message: `duplicate evidence id ${item.id} within claim ${claimId}`,
      });
      isSound = false;
    }
    ids.add(item.id);
    if (item.slice !== undefined && meta && !(meta.slices ?? []).includes(item.slice)) {
      const declared = meta.slices
        ? `declared slices are ${meta.slices.join(", ")}`
        : "benchmark.json declares no slices";
      problems.add({
        file: FILE,
        line,
        field: `${field}[${index}].slice`,
        message: `slice ${item.slice} is not declared (${declared})`,
      });
      isSound = false;
    }
  });
  return isSound;
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
  if ("claim_date" in value && typeof value.claim_date === "string") countSplit(value.claim_date, state);
}

function countSplit(date: string, state: ClaimsState): void {
  if (!isIsoDate(date)) return;
  const split = periodOfDate(date, state.period);
  state.splitCounts.set(split, (state.splitCounts.get(split) ?? 0) + 1);
}
