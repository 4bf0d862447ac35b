import type { BoardDifficulty } from "@/lib/leaderboard/difficulty/board-difficulty";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import type { DisclosurePolicy } from "./disclosure-policy";

/**
 * Why difficulties, adjusted gaps and tiers are not shown on a hidden split (DOMAIN.md §9):
 * they are fitted from every entry's per-claim results, which cannot be composed from the
 * disclosed split results, so they are withheld as the change-point estimate is.
 */
export const DIFFICULTY_WITHHELD =
  "Claim difficulties, abilities, adjusted cutoff gaps and tiers are not shown on hidden test splits until the maintainers retire them: they are fitted from every model's per-claim results, which the disclosed scores cannot be composed into. Choose public splits to see them.";

/** A board without what it may not show: no tiers, pairwise p-values or difficulties. */
export function withholdDifficulty(result: LeaderboardResult): LeaderboardResult {
  const copy: LeaderboardResult = { ...result, rows: result.rows.map((r) => ({ ...r, tier: null })) };
  delete copy.pairwise;
  delete copy.difficulty;
  return copy;
}

/**
 * A board's difficulties as a viewer may read them: per-claim difficulties only for claims
 * of public-label splits (for everyone, maintainers included); nothing for a viewer without
 * exact access to the selection (null).
 */
export function discloseBoardDifficulty(
  policy: DisclosurePolicy,
  difficulty: BoardDifficulty | undefined,
  publicClaimIds: ReadonlySet<string>,
): BoardDifficulty | null {
  if (!policy.exact || !difficulty) return null;
  return { ...difficulty, claims: difficulty.claims.filter((c) => publicClaimIds.has(c.claimId)) };
}
