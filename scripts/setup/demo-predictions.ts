// Synthetic predictions for the demo models: better before a model's knowledge cutoff than
// after it, so the demo leaderboards show what LiveCheck is for. Seeded: same file every run.
import type { ScoringBenchmark } from "@/lib/scoring/types";
import { SeededRng } from "../demo-data/seeded-rng";
import { recallsClaim } from "./demo-statements";

export type DemoModel = { name: string; cutoff: string; skill: number };

export const DEMO_MODELS: DemoModel[] = [
  { name: "Demo Atlas (synthetic)", cutoff: "2021-06-30", skill: 0.9 },
  { name: "Demo Beacon (synthetic)", cutoff: "2022-12-31", skill: 0.8 },
  { name: "Demo Comet (synthetic)", cutoff: "2024-03-31", skill: 0.85 },
  { name: "Demo Drift (synthetic)", cutoff: "2025-09-30", skill: 0.7 },
];

/** One JSONL line per claim (and slice and variant) for `model` on the split's claims. */
export function demoPredictions(benchmark: ScoringBenchmark, model: DemoModel, seed: number): string {
  const rng = new SeededRng(seed);
  const lines: string[] = [];
  for (const claim of benchmark.claims) {
    // Known before the cutoff: mostly right; after it: much closer to guessing. A claim whose
    // fact-check the model memorised (its closed-book statements reproduce it) is nearly always right.
    const p = recallsClaim(model, claim.claimId, claim.claimDate)
      ? 0.97
      : claim.claimDate <= model.cutoff
        ? model.skill
        : 0.45 + (model.skill - 0.7) / 2;
    if (benchmark.track === "integrity") {
      const gold = claim.gold.integrity ?? 0;
      const guess = rng.chance(p) ? gold + (rng.float() - 0.5) * 0.4 : rng.float() * 2 - 1;
      lines.push(
        JSON.stringify({
          claim_id: claim.claimId,
          score: Math.round(Math.max(-1, Math.min(1, guess)) * 100) / 100,
        }),
      );
      continue;
    }
    const slices = benchmark.slices.length > 0 ? benchmark.slices : [null];
    for (const slice of slices) {
      const right = rng.chance(p);
      for (const variant of ["original", "shifted"]) {
        const flip = variant === "shifted" && claim.claimDate <= model.cutoff && rng.chance(0.25);
        const label =
          right && !flip ? (claim.gold.label ?? benchmark.labels[0]!) : rng.pick(benchmark.labels);
        lines.push(
          JSON.stringify({
            claim_id: claim.claimId,
            ...(slice === null ? {} : { slice }),
            ...(benchmark.slices.length > 0 ? { variant } : {}),
            label,
          }),
        );
      }
    }
  }
  return lines.join("\n") + "\n";
}
