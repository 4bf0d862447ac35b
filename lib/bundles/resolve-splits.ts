import type { SplitsFile } from "@/lib/schemas/bundle-splits";
import { BUNDLE_FILES, type BundleProblem, type BundleSplit } from "./bundle-types";
import { compareQuarters, type QuarterSplit } from "./calendar-date";

/**
 * Assigns a kind to every quarter that has claims. Without a splits file every quarter is
 * hidden `test` (the safe default: no labels become public by omission). With one, every
 * quarter that has claims must be listed, and every listed quarter must have claims
 * (a listed quarter without claims is almost always a typo).
 */
export function resolveSplits(
  claimCounts: ReadonlyMap<QuarterSplit, number>,
  file: SplitsFile | null,
): { splits: BundleSplit[]; problems: BundleProblem[] } {
  const quarters = [...claimCounts.keys()].sort(compareQuarters);
  if (!file) {
    return {
      splits: quarters.map((split) => ({ split, kind: "test", claimCount: claimCounts.get(split) ?? 0 })),
      problems: [],
    };
  }
  const problems: BundleProblem[] = [];
  for (const key of ["dev", "test"] as const) {
    file[key].forEach((split, index) => {
      if (!claimCounts.has(split as QuarterSplit)) {
        problems.push({
          file: BUNDLE_FILES.splits,
          field: `${key}[${index}]`,
          message: `split ${split} has no claims`,
        });
      }
    });
  }
  const splits: BundleSplit[] = [];
  for (const split of quarters) {
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
