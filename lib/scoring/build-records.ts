import { IssueList } from "./issues";
import { worstIntegrityPrediction } from "./integrity-bins";
import { createLabelResolver, extractBracketedLabel } from "./labels";
import { isCitationLeaked } from "./leakage";
import { checkRow } from "./check-row";
import type { InstanceRecord, PredictionRow, Regime, ScoringBenchmark, Variant } from "./types";

export interface BuildRecordsOptions {
  /** File name used in error messages. */
  file: string;
  /**
   * Fill missing predictions in as wrong instead of refusing: verdict, an unparsed
   * prediction; integrity, the worst possible error for the claim (worstIntegrityPrediction).
   */
  missingAsWrong?: boolean;
  /** Declared regime; evidence-bounded submissions may cite only the claim's evidence ids. */
  regime?: Regime;
  /**
   * Problems already found while reading the file (syntax, types): the record check adds
   * its own to this list, so every class of problem is reported in one pass.
   */
  issues?: IssueList;
}

/**
 * Checks parsed rows against a benchmark and turns them into one InstanceRecord per
 * (claim, slice, variant). Collects all problems and throws a ScoringInputError.
 * Shifted copies are optional, but when any are given every instance needs one.
 */
export function buildInstanceRecords(
  benchmark: ScoringBenchmark,
  rows: readonly PredictionRow[],
  options: BuildRecordsOptions,
): InstanceRecord[] {
  const { file } = options;
  const issues = options.issues ?? new IssueList();
  const claims = new Map(benchmark.claims.map((claim) => [claim.claimId, claim]));
  // Per claim, one slot per (slice, variant): slot = sliceIndex * 2 + (shifted ? 1 : 0).
  const byClaim = new Map<string, (PredictionRow | undefined)[]>();
  const slotOf = (slice: number | null | undefined, variant: Variant): number =>
    Math.max(0, slice == null ? 0 : benchmark.slices.indexOf(slice)) * 2 + (variant === "shifted" ? 1 : 0);
  for (const row of rows) {
    const claim = claims.get(row.claimId);
    const rowIssues = checkRow(benchmark, claim, row, file, options.regime);
    rowIssues.forEach((issue) => issues.add(issue));
    if (rowIssues.length > 0) continue;
    let slots = byClaim.get(row.claimId);
    if (!slots) byClaim.set(row.claimId, (slots = []));
    const slot = slotOf(row.slice, row.variant);
    const first = slots[slot];
    if (first) {
      issues.add({
        file,
        line: row.line,
        claimId: row.claimId,
        message: `duplicate prediction for this claim, slice and variant (first on line ${first.line})`,
      });
    } else slots[slot] = row;
  }

  const resolve = createLabelResolver(benchmark.labels);
  const hasShifted = rows.some((row) => row.variant === "shifted");
  const variants: Variant[] = hasShifted ? ["original", "shifted"] : ["original"];
  const slices = benchmark.slices.length > 0 ? benchmark.slices : [null];
  const records: InstanceRecord[] = [];
  for (const claim of benchmark.claims) {
    const slots = byClaim.get(claim.claimId) ?? [];
    for (const slice of slices) {
      for (const variant of variants) {
        const given = slots[slotOf(slice, variant)];
        // A template row left empty is a missing prediction that names its line.
        const row = given?.isEmpty ? undefined : given;
        if (!row && !options.missingAsWrong) {
          const where = `${slice === null ? "" : ` for slice ${slice}`}${variant === "shifted" ? " (shifted)" : ""}`;
          issues.add({
            file,
            claimId: claim.claimId,
            ...(given ? { line: given.line } : {}),
            message: `missing prediction${where}${given ? " (left empty)" : ""}`,
          });
          continue;
        }
        const cited = (row?.citations.length ?? 0) > 0;
        const leakContext = {
          claimDate: claim.claimDate,
          slice,
          factCheckDomains: benchmark.factCheckDomains,
        };
        const leaked = cited && (row?.citations.some((c) => isCitationLeaked(c, leakContext)) ?? false);
        const missing = row === undefined;
        const { claimId } = claim;
        if (benchmark.track === "integrity") {
          const gold = claim.gold.integrity ?? 0;
          // A missing score stays null: the record must not carry the gold's sign.
          const score = row?.score ?? null;
          const sqError = ((score ?? worstIntegrityPrediction(gold)) - gold) ** 2;
          records.push({
            claimId,
            slice,
            variant,
            label: null,
            score,
            parsed: !missing,
            missing,
            cited,
            leaked,
            sqError,
            ...(row?.properties === undefined ? {} : { properties: row.properties }),
          });
        } else {
          const given =
            row?.label ?? (row?.rawOutput === undefined ? null : extractBracketedLabel(row.rawOutput));
          const label = given === null ? null : resolve(given);
          const correct = label !== null && label === claim.gold.label;
          records.push({
            claimId,
            slice,
            variant,
            label,
            score: null,
            parsed: label !== null,
            missing,
            cited,
            leaked,
            correct,
          });
        }
      }
    }
  }
  issues.throwIfAny();
  return records;
}
