// Evidence-sufficiency scores for (model, claim) pairs under each metric (DOMAIN §4).
import "server-only";
import {
  scoreClaimEmbeddings,
  scoreClaimMeteor,
  scoreClaimMeteorAveritec,
} from "@/lib/contamination/claim-score";
import type { MeteorScorer } from "@/lib/contamination/meteor";
import type { ContaminationMetric } from "@/lib/contamination/flags";

export interface EvidencePair {
  modelId: string;
  claimId: string;
  generated: readonly string[];
  /** The claim's oracle statements; empty or null when it has none (then there is no score). */
  oracle: readonly string[] | null;
}

export type ScoreRow = {
  modelId: string;
  claimId: string;
  metric: ContaminationMetric;
  score: number | null;
};

/**
 * METEOR score s(Ẽ, E) per pair, under the metric `name`, as NLTK (`meteor`) or the AVeriTeC
 * scorer (`meteor_averitec`) computes it; null when the claim has no oracle evidence.
 */
export function scoreMeteorPairs(
  scorer: MeteorScorer,
  pairs: readonly EvidencePair[],
  name: ContaminationMetric = "meteor",
  kind: "meteor" | "meteor_averitec" = "meteor",
): ScoreRow[] {
  const scoreOf = kind === "meteor_averitec" ? scoreClaimMeteorAveritec : scoreClaimMeteor;
  return pairs.map((p) => ({
    modelId: p.modelId,
    claimId: p.claimId,
    metric: name,
    score: scoreOf(scorer, p.generated, p.oracle ?? []),
  }));
}

/** Cosine score per pair under the metric `name`, from precomputed statement vectors (every statement must have one). */
export function scoreEmbeddingPairs(
  vectors: ReadonlyMap<string, readonly number[]>,
  pairs: readonly EvidencePair[],
  name: ContaminationMetric = "embedding",
): ScoreRow[] {
  const vectorOf = (text: string) => {
    const v = vectors.get(text);
    if (!v) throw new Error("missing embedding for a statement");
    return v;
  };
  return pairs.map((p) => ({
    modelId: p.modelId,
    claimId: p.claimId,
    metric: name,
    score: scoreClaimEmbeddings(p.generated.map(vectorOf), (p.oracle ?? []).map(vectorOf)),
  }));
}
