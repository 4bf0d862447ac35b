import "server-only";
import type { Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { isLowerBetter, primaryMetric } from "@/lib/scoring/metrics";
import { decideLadder } from "@/lib/disclosure/ladder";
import { discloseScoreResult } from "@/lib/disclosure/disclose-score";
import { MIN_DISCLOSURE_N, disclosureStep, roundToStep } from "@/lib/disclosure/disclosure-step";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { headlineValues } from "@/lib/scoring/summarize";
import type { DisclosureStatus, Track } from "@/lib/vocabulary";
import { DISCLOSED } from "@/lib/vocabulary";

type ScoreDisclosureInput = {
  scoreId: string;
  submissionId: string;
  userId: string;
  splitId: string;
  labelVersionId: string;
  benchmark: { track: Track; isSliced: boolean; disclosureStep: number | null };
  result: ScoreResult;
};

/**
 * Runs the Ladder for a new score on a hidden split, inside the transaction that stores the
 * score: disclosed when it beats the participant's best disclosed score on the split (same
 * label version, any of their models) by more than η, held otherwise, withheld when the
 * split has fewer than MIN_DISCLOSURE_N claims. On PostgreSQL an advisory lock per (user,
 * split) makes two scores of one participant decide one after the other. A re-score of the
 * same submission under the same label version (a new scorer version) keeps the decision it
 * had: a platform fix is not a new attempt.
 */
export async function decideScoreDisclosure(tx: Tx, input: ScoreDisclosureInput): Promise<DisclosureStatus> {
  const { scoreId, submissionId, userId, splitId, labelVersionId, result } = input;
  if (isPostgres)
    await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(hashtext($1))", `ladder:${userId}:${splitId}`);
  const metric = primaryMetric(input.benchmark.track, input.benchmark.isSliced);
  const lowerIsBetter = isLowerBetter(metric);
  const step = disclosureStep(metric, result.n, input.benchmark.disclosureStep);
  const disclosed = await tx.scoreDisclosure.findMany({
    where: { userId, splitId, labelVersionId, status: DISCLOSED },
    select: { value: true },
  });
  const values = disclosed.flatMap((r) => (r.value === null ? [] : [r.value]));
  const best = values.length === 0 ? null : lowerIsBetter ? Math.min(...values) : Math.max(...values);
  const base = { scoreId, userId, splitId, labelVersionId, metric, step, previousBest: best };
  const policy = { exact: false, stepOverride: input.benchmark.disclosureStep } as const;
  const earlier = await tx.scoreDisclosure.findFirst({
    where: { labelVersionId, score: { submissionId } },
    orderBy: { createdAt: "desc" },
    select: { status: true, previousBest: true },
  });
  if (earlier) {
    const isDisclosed = earlier.status === DISCLOSED;
    const value = isDisclosed
      ? roundToStep(headlineValues(result)[metric] ?? Number.NaN, step)
      : earlier.status === "held"
        ? earlier.previousBest
        : null;
    await tx.scoreDisclosure.create({
      data: {
        ...base,
        previousBest: earlier.previousBest,
        status: earlier.status,
        value,
        resultJson: isDisclosed ? JSON.stringify(discloseScoreResult(policy, result)) : "{}",
      },
    });
    return isDisclosed ? DISCLOSED : earlier.status === "withheld" ? "withheld" : "held";
  }
  if (result.n < MIN_DISCLOSURE_N) {
    await tx.scoreDisclosure.create({ data: { ...base, status: "withheld", value: null } });
    return "withheld";
  }
  const decision = decideLadder({
    best,
    value: headlineValues(result)[metric] ?? Number.NaN,
    step,
    lowerIsBetter,
  });
  await tx.scoreDisclosure.create({
    data: {
      ...base,
      status: decision.isDisclosed ? DISCLOSED : "held",
      value: decision.disclosed,
      resultJson: decision.isDisclosed ? JSON.stringify(discloseScoreResult(policy, result)) : "{}",
    },
  });
  return decision.isDisclosed ? DISCLOSED : "held";
}
