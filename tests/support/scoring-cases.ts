// Small in-memory benchmarks for tests (not exported from the library).
import type { PredictionRow, ScoringBenchmark, ScoringClaim } from "@/lib/scoring/types";

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

/** An unsliced benchmark of reference-fixture claims, each with its gold (claims dated 2025-01-01). */
export function goldBenchmark(
  kind: Pick<ScoringBenchmark, "track" | "labels"> & Partial<Pick<ScoringBenchmark, "slices" | "modes">>,
  golds: { claimId: string; gold: ScoringClaim["gold"] }[],
): ScoringBenchmark {
  return {
    track: kind.track,
    labels: kind.labels,
    slices: kind.slices ?? [],
    modes: kind.modes ?? [],
    factCheckDomains: [],
    claims: golds.map(({ claimId, gold }) => ({
      claimId,
      claimDate: "2025-01-01",
      media: [],
      evidence: [],
      gold,
    })),
  };
}

/** The metrics the parsed-only reference values (make_parsed_only.py) are checked on. */
export const PARSED_REFERENCE_KEYS = [
  "fsr",
  "accuracy_parsed",
  "macro_f1_parsed",
  "weighted_f1_parsed",
  "accuracy",
  "macro_f1",
] as const;
