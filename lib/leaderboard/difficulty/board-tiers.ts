import { pairwiseTiers } from "./pairwise-tiers";

/**
 * Gives the ranked entries of a jointly scored board their tier letters and their
 * Holm-adjusted p-values against every ranked entry (by id) (DOMAIN.md §9), from the joint bootstrap's replicates of the ranked
 * metric (the draws the compare page's paired test makes on the same claims).
 */
export function addTiers(
  scored: { id: string; values: Record<string, number>; tier?: string; pairwise?: Record<string, number> }[],
  rankable: readonly number[],
  replicatesOf: (entry: number) => readonly number[],
  options: { metric: string; lowerIsBetter: boolean },
): void {
  if (rankable.length === 0) return;
  const { pAdjusted, tiers } = pairwiseTiers(
    rankable.map((e) => scored[e]!.values[options.metric] ?? Number.NaN),
    rankable.map(replicatesOf),
    options.lowerIsBetter,
  );
  rankable.forEach((e, k) => {
    scored[e]!.tier = tiers[k]!;
    scored[e]!.pairwise = Object.fromEntries(
      rankable.map((other, j) => [scored[other]!.id, pAdjusted[k]![j]!]),
    );
  });
}

/** The board's pairwise matrix over its ranked rows, in the rows' order (1 on the diagonal). */
export function pairwiseMatrix(rows: readonly { id: string; pairwise?: Record<string, number> }[]): {
  entryIds: string[];
  pAdjusted: number[][];
} {
  const ranked = rows.filter((r) => r.pairwise !== undefined);
  return {
    entryIds: ranked.map((r) => r.id),
    pAdjusted: ranked.map((r) => ranked.map((o) => (o.id === r.id ? 1 : (r.pairwise![o.id] ?? 1)))),
  };
}
