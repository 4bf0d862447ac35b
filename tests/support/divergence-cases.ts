import { readFileSync } from "node:fs";
import path from "node:path";

/** Reference cases of tests/fixtures/scoring/make_divergences.py (Python, exact rationals, NumPy, scikit-learn). */
export interface DivergenceFixtures {
  bins: { score: number; why: string; bin3: number; bin7: number }[];
  brackets: { text: string; label: string | null }[];
  missing: {
    gold: { claim_id: string; integrity: number }[];
    rows: { claim_id: string; score: number }[];
    missing: number;
    expected: { metrics: Record<string, number> };
  };
  ranks: { ranks: number[]; low: number; high: number }[];
}

export const divergences = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../fixtures/scoring/divergences.json"), "utf8"),
) as DivergenceFixtures;
