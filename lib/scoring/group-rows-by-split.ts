import type { PredictionRow } from "./types";

/** Rows of one prediction file grouped by the split their claim belongs to. */
export interface SplitGroups {
  /** Split name → its rows, in file order; only splits the file names a claim of. */
  bySplit: Map<string, PredictionRow[]>;
  /** Rows whose claim is in no split of the benchmark. */
  unknown: PredictionRow[];
}

/**
 * Sorts rows by the split of their claim (a claim id is unique within a benchmark), so a
 * file covering several splits can become one submission per split, and a claim of another
 * split is never called unknown.
 */
export function groupRowsBySplit(
  rows: readonly PredictionRow[],
  splitOfClaim: ReadonlyMap<string, string>,
): SplitGroups {
  const bySplit = new Map<string, PredictionRow[]>();
  const unknown: PredictionRow[] = [];
  for (const row of rows) {
    const split = splitOfClaim.get(row.claimId);
    if (split === undefined) {
      unknown.push(row);
      continue;
    }
    let group = bySplit.get(split);
    if (!group) bySplit.set(split, (group = []));
    group.push(row);
  }
  return { bySplit, unknown };
}

/** "2025Q1 (120 lines), 2025Q2 (80 lines)", splits in name order. */
export function describeSplitGroups(groups: SplitGroups): string {
  return [...groups.bySplit]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rows]) => `${name} (${rows.length} line${rows.length === 1 ? "" : "s"})`)
    .join(", ");
}
