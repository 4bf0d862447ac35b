import "server-only";
import { createReadStream } from "node:fs";
import { decodeUtf8 } from "@/lib/scoring/decode-utf8";
import {
  addRowResult,
  parsePredictionStream,
  type ParsedPredictions,
  type PredictionFormat,
} from "@/lib/scoring/parse-predictions";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { describeSplitGroups, groupRowsBySplit, type SplitGroups } from "@/lib/scoring/group-rows-by-split";
import { IssueList, ScoringInputError } from "@/lib/scoring/issues";
import { type InstanceRecord, type Regime, type ScoringBenchmark } from "@/lib/scoring/types";

type ReadOptions = { name: string; format: PredictionFormat; missingAsWrong: boolean; regime: Regime };

async function parseFile(path: string, options: ReadOptions): Promise<ParsedPredictions> {
  const parsed: ParsedPredictions = { rows: [], issues: new IssueList() };
  for await (const result of parsePredictionStream(decodeUtf8(createReadStream(path), options.name), {
    file: options.name,
    format: options.format,
  }))
    addRowResult(parsed, result);
  if (parsed.rows.length === 0 && parsed.issues.count === 0)
    throw new ScoringInputError([{ file: options.name, message: "the file holds no predictions" }]);
  return parsed;
}

/**
 * Streams a stored prediction file and checks it against one split: every problem found
 * (syntax, types, ids, duplicates, missing claims; first 100) is thrown together as a
 * ScoringInputError naming file, line and field. The CLI (scripts/score.ts) accepts the same.
 */
export async function readPredictionFile(
  path: string,
  options: ReadOptions & { benchmark: ScoringBenchmark },
): Promise<InstanceRecord[]> {
  const parsed = await parseFile(path, options);
  return buildInstanceRecords(options.benchmark, parsed.rows, {
    file: options.name,
    missingAsWrong: options.missingAsWrong,
    regime: options.regime,
    issues: parsed.issues,
  });
}

/** What a file that covers other splits than the chosen one is told: "another split" when there is just one. */
function splitMixMessage(groups: SplitGroups, only: string): string {
  const others = [...groups.bySplit.keys()].filter((name) => name !== only);
  const hasChosen = groups.bySplit.has(only);
  const what =
    others.length > 1
      ? "claims of several splits"
      : hasChosen
        ? `claims of split ${only} and of one other split`
        : `claims of another split, none of split ${only}`;
  const keep =
    others.length === 1 && !hasChosen
      ? `Choose split ${others[0]} instead, or "All splits in the file" (split=all)`
      : `Choose "All splits in the file" (split=all) to submit one per split, or keep only split ${only}'s lines`;
  return `the file holds ${what}: ${describeSplitGroups(groups)}. ${keep}`;
}

/** One split a file covers: how many instances it makes and which lines (record ends) are its. */
export type CheckedSplit = { name: string; instances: number; lines: number[] };

/**
 * Checks a file against every split of the benchmark the user may submit to: rows go to
 * the split of their claim, and each split's rows are checked as that split's submission
 * (missing claims counted per split the file covers). With `only`, the file must cover that
 * split alone; otherwise one problem names every split found and its line count.
 */
export async function checkPredictionFileBySplit(
  path: string,
  options: ReadOptions & { splits: { name: string; benchmark: ScoringBenchmark }[]; only: string | null },
): Promise<CheckedSplit[]> {
  const parsed = await parseFile(path, options);
  const file = options.name;
  const splitOfClaim = new Map<string, string>();
  for (const split of options.splits)
    for (const claim of split.benchmark.claims) splitOfClaim.set(claim.claimId, split.name);
  const groups = groupRowsBySplit(parsed.rows, splitOfClaim);
  const issues = parsed.issues;
  if (options.only !== null && [...groups.bySplit.keys()].some((name) => name !== options.only)) {
    issues.add({
      file,
      message: splitMixMessage(groups, options.only),
    });
    throw new ScoringInputError(issues.issues, issues.more);
  }
  for (const row of groups.unknown)
    issues.add({
      file,
      line: row.line,
      claimId: row.claimId,
      field: "claim_id",
      message: "unknown claim id (not a claim of any split of this benchmark you can submit to)",
    });
  const checked: CheckedSplit[] = [];
  for (const split of options.splits) {
    const rows = groups.bySplit.get(split.name) ?? (split.name === options.only ? [] : undefined);
    if (rows === undefined) continue;
    try {
      const records = buildInstanceRecords(split.benchmark, rows, {
        file,
        missingAsWrong: options.missingAsWrong,
        regime: options.regime,
        issues,
      });
      checked.push({ name: split.name, instances: records.length, lines: rows.map((r) => r.line) });
    } catch (err) {
      if (!(err instanceof ScoringInputError)) throw err;
    }
  }
  issues.throwIfAny();
  return checked;
}
