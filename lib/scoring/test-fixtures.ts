// Small in-memory benchmarks for tests (not exported from the library).
import type { PredictionRow, ScoringBenchmark, ScoringClaim } from "./types";

export function makeClaim(
  claimId: string,
  gold: ScoringClaim["gold"],
  extra: Partial<ScoringClaim> = {},
): ScoringClaim {
  return { claimId, claimDate: "2025-01-10", media: [], evidence: [], gold, ...extra };
}

export function slicedBenchmark(claims: ScoringClaim[]): ScoringBenchmark {
  return {
    track: "verdict",
    labels: ["Real", "Fake", "Ambiguous"],
    slices: [-3, 0, 3],
    modes: ["classification", "inference"],
    factCheckDomains: ["snopes.com"],
    claims,
  };
}

export function integrityBenchmark(golds: number[]): ScoringBenchmark {
  return {
    track: "integrity",
    labels: [],
    slices: [],
    modes: ["classification"],
    factCheckDomains: [],
    claims: golds.map((g, i) => makeClaim(`c${i}`, { integrity: g })),
  };
}

let line = 0;
export function row(fields: Partial<PredictionRow> & { claimId: string }): PredictionRow {
  line += 1;
  return { line, variant: "original", citations: [], ...fields };
}
