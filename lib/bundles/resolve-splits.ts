import { comparePeriodNames, isPeriodName, PERIOD_SHAPE } from "@/lib/periods/periods";
import type { SplitsFile } from "@/lib/schemas/bundle-splits";
import { SPLIT_KINDS, type Period } from "@/lib/vocabulary";
import { BUNDLE_FILES, type BundleProblem, type BundleSplit } from "./bundle-types";

/**
 * Assigns a kind to every split (period) that has claims. Without a splits file every
 * split is hidden `test` (the safe default: no labels become public by omission). With one,
 * every name must be a period of the benchmark's `period`, every split that has claims must
 * be listed, and every listed split must have claims (a listed split without claims is
 * almost always a typo).
 */
export function resolveSplits(
  claimCounts: ReadonlyMap<string, number>,
  file: SplitsFile | null,
  period: Period,
): { splits: BundleSplit[]; problems: BundleProblem[] } {
  const names = [...claimCounts.keys()].sort(comparePeriodNames);
  if (!file) {
    return {
      splits: names.map((split) => ({ split, kind: "test", claimCount: claimCounts.get(split) ?? 0 })),
      problems: [],
    };
  }
  const problems = wrongPeriodNames(file, period);
  if (problems.length > 0) return { splits: [], problems };
  for (const key of SPLIT_KINDS) {
    file[key].forEach((split, index) => {
      if (!claimCounts.has(split)) {
        problems.push({
          file: BUNDLE_FILES.splits,
          field: `${key}[${index}]`,
          message: `split ${split} has no claims`,
        });
      }
    });
  }
  const splits: BundleSplit[] = [];
  for (const split of names) {
    const count = claimCounts.get(split) ?? 0;
    const kind = file.dev.includes(split) ? "dev" : file.test.includes(split) ? "test" : null;
    if (!kind) {
      problems.push({
        file: BUNDLE_FILES.splits,
        message: `split ${split} has ${count} claims but is listed in neither dev nor test`,
      });
      continue;
    }
    const entry: BundleSplit = { split, kind, claimCount: count };
    if (file.embargo?.split === split) entry.embargoedUntil = file.embargo.until;
    splits.push(entry);
  }
  return { splits, problems };
}

/**
 * A problem per split name in splits.json that is not written as a period of `period`
 * (the embargoed split is one of `test`, so it is checked there).
 */
function wrongPeriodNames(file: SplitsFile, period: Period): BundleProblem[] {
  const named = [
    ...file.dev.map((split, index) => ({ split, field: `dev[${index}]` })),
    ...file.test.map((split, index) => ({ split, field: `test[${index}]` })),
  ];
  return named
    .filter((n) => !isPeriodName(n.split, period))
    .map((n) => ({
      file: BUNDLE_FILES.splits,
      field: n.field,
      message: `${n.split} must be ${PERIOD_SHAPE[period]}: benchmark.json sets period "${period}"${period === "quarter" ? " (the default)" : ""}`,
    }));
}
