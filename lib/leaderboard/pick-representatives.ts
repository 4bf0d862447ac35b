/** A scored public submission, reduced to what choosing a representative needs. */
interface Candidate {
  id: string;
  modelId: string;
  regime: string;
  splitId: string;
  createdAt: string;
  /** The primary metric on the whole split, from the stored score (NaN when absent). */
  primary: number;
}

/**
 * For each (model, regime, split), the submission that represents the model: its best
 * stored primary metric, or its latest. Ties go to the latest. Groups come back by
 * (model, regime) so that regimes are never merged into one row.
 */
export function pickRepresentatives<C extends Candidate>(
  candidates: readonly C[],
  how: "best" | "latest",
  lowerIsBetter: boolean,
): Map<string, C[]> {
  const chosen = new Map<string, C>();
  const better = (a: C, b: C): boolean => {
    if (how === "best" && a.primary !== b.primary && !Number.isNaN(a.primary)) {
      if (Number.isNaN(b.primary)) return true;
      return lowerIsBetter ? a.primary < b.primary : a.primary > b.primary;
    }
    if (how === "best" && Number.isNaN(a.primary) && !Number.isNaN(b.primary)) return false;
    return a.createdAt > b.createdAt;
  };
  for (const c of candidates) {
    const key = `${c.modelId}~${c.regime}~${c.splitId}`;
    const current = chosen.get(key);
    if (!current || better(c, current)) chosen.set(key, c);
  }
  const entries = new Map<string, C[]>();
  for (const c of chosen.values()) {
    const key = `${c.modelId}~${c.regime}`;
    entries.set(key, [...(entries.get(key) ?? []), c]);
  }
  return entries;
}
