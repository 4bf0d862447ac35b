/**
 * Claim-level evidence-sufficiency contamination score (DOMAIN.md §4):
 * s(Ẽ, E) = (1/|E|) · max Σ_ij f(ẽ_i, e_j) X_ij over one-to-one assignments of
 * min(k, n) pairs on the k × n similarity matrix. With METEOR s is in [0, 1);
 * with cosine in [-1, 1].
 */
import { maxWeightAssignment } from "./assignment";
import { cosineSimilarity } from "./cosine";
import type { MeteorScorer, MeteorStatement } from "./meteor";
import { averitecTokenize } from "./treebank-tokenize";

/**
 * Score from a precomputed k × n matrix (rows: generated statements, columns:
 * oracle statements). `oracleCount` is |E|; it is needed because a matrix with
 * no rows cannot tell how many columns it has. Returns null when |E| = 0 (no
 * score), 0 when there is no generated evidence.
 */
export function scoreFromSimilarity(
  matrix: readonly (readonly number[])[],
  oracleCount: number,
): number | null {
  if (oracleCount === 0) return null;
  if (matrix.length === 0) return 0;
  if (matrix.some((row) => row.length !== oracleCount))
    throw new Error("claim score: matrix width differs from |E|");
  return maxWeightAssignment(matrix).total / oracleCount;
}

/** Score of generated vs oracle items under any similarity f(generated, oracle). */
export function scoreClaim<G, O>(
  generated: readonly G[],
  oracle: readonly O[],
  similarity: (generated: G, oracle: O) => number,
): number | null {
  return scoreFromSimilarity(
    generated.map((g) => oracle.map((o) => similarity(g, o))),
    oracle.length,
  );
}

/** METEOR score of a claim: f = METEOR(hypothesis ẽ_i, reference e_j). */
export function scoreClaimMeteor(
  scorer: MeteorScorer,
  generated: readonly string[],
  oracle: readonly string[],
): number | null {
  const oracleStatements = oracle.map((text) => scorer.prepare(text));
  const generatedStatements = generated.map((text) => scorer.prepare(text));
  return scoreClaim<MeteorStatement, MeteorStatement>(generatedStatements, oracleStatements, (g, o) =>
    scorer.score(o, g),
  );
}

/** The AVeriTeC scorer reads this many predicted strings per claim (its `max_questions`). */
export const AVERITEC_MAX_PREDICTED = 10;

/**
 * `meteor_averitec` (DOMAIN.md §4): the AVeriTeC shared task scorer's evidence score. METEOR
 * on `word_tokenize` tokens (punctuation kept, contractions split), and only the first
 * AVERITEC_MAX_PREDICTED generated statements; the rest as `scoreClaimMeteor`.
 */
export function scoreClaimMeteorAveritec(
  scorer: MeteorScorer,
  generated: readonly string[],
  oracle: readonly string[],
): number | null {
  const prepare = (text: string) => scorer.prepareTokens(averitecTokenize(text));
  return scoreClaim<MeteorStatement, MeteorStatement>(
    generated.slice(0, AVERITEC_MAX_PREDICTED).map(prepare),
    oracle.map(prepare),
    (g, o) => scorer.score(o, g),
  );
}

/** Embedding score of a claim: f = cosine(embedding(ẽ_i), embedding(e_j)). */
export function scoreClaimEmbeddings(
  generated: readonly ArrayLike<number>[],
  oracle: readonly ArrayLike<number>[],
): number | null {
  return scoreClaim(generated, oracle, cosineSimilarity);
}
