import { readFileSync } from "node:fs";
import path from "node:path";

/** Reference cases of tests/fixtures/scoring/make_divergences.py (Python, exact rationals, NumPy, scikit-learn). */
interface DivergenceFixtures {
  bins: { score: number; why: string; bin3: number; bin7: number }[];
  brackets: { text: string; label: string | null }[];
  missing: {
    gold: { claim_id: string; integrity: number }[];
    rows: { claim_id: string; score: number }[];
    /** The same predictions as a filled-in template: every claim, the missing ones `score: null`. */
    template_rows: { claim_id: string; score: number | null }[];
    missing: number;
    expected: { metrics: Record<string, number> };
  };
  ranks: { ranks: number[]; low: number; high: number }[];
  /** Labels trimmed of Unicode White_Space, compared case-insensitively: the label set and what each text resolves to. */
  labels: { labels: string[]; cases: { given: string; label: string | null }[] };
}

export const divergences = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../fixtures/scoring/divergences.json"), "utf8"),
) as DivergenceFixtures;
