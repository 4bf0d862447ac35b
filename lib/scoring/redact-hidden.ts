import type { ScoreResult } from "./score-records";

/** Smallest subset whose metrics are shown on a hidden split. */
export const MIN_HIDDEN_SUBSET = 30;
/** Subsets defined by the gold labels themselves (DOMAIN §2, integrity track). */
const GOLD_SUBSETS = new Set(["intact", "compromised"]);

/**
 * What a submitter may see of a score on a split whose labels are hidden. The confusion
 * matrix and per-class numbers would give one hidden label per deliberately varied
 * prediction, so they are dropped, as are subsets defined by gold and subsets too small to
 * be more than a handful of claims. Aggregates over the whole split stay.
 */
export function redactHiddenScore(result: ScoreResult): ScoreResult {
  const { per_class: _perClass, confusion: _confusion, subsets, ...rest } = result as ScoreResult & { per_class?: unknown; confusion?: unknown };
  if (!subsets) return rest;
  const kept = Object.fromEntries(Object.entries(subsets).filter(([name, s]) => !GOLD_SUBSETS.has(name) && s.n >= MIN_HIDDEN_SUBSET));
  return { ...rest, subsets: kept };
}
