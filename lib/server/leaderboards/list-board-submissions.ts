import "server-only";
import { db } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import { resultHeadlineColumn } from "@/lib/schemas/stored-columns";
import { MODEL_CARD_SELECT, type ModelCard } from "@/lib/server/models/to-model-dto";

export type BoardSubmission = {
  id: string;
  splitId: string;
  regime: string;
  createdAt: string;
  /** A maintainer of the benchmark has checked it. */
  isVerified: boolean;
  /** LiveCheck ran the model itself (an evaluation of its endpoint): a verified run. */
  isLiveCheckRun: boolean;
  scoreId: string;
  labelVersionId: string;
  /** Headline metrics of the stored score on the whole split (exact: server only). */
  headline: Record<string, number>;
  /** The Ladder's decision when the split's gold is hidden (null on public-label splits). */
  release: { status: string; value: number | null } | null;
  model: ModelCard;
};

/**
 * Public, scored submissions on the given splits (not hidden by a maintainer) with their newest score and model. This
 * is the one query every board request makes; its ids double as the cache key.
 */
export async function listBoardSubmissions(
  benchmarkId: string,
  splitIds: string[],
): Promise<BoardSubmission[]> {
  const rows = await db.submission.findMany({
    where: { benchmarkId, splitId: { in: splitIds }, status: "scored", isPublic: true, hiddenAt: null },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      splitId: true,
      regime: true,
      createdAt: true,
      verifiedAt: true,
      evaluationId: true,
      scores: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          id: true,
          labelVersionId: true,
          resultJson: true,
          release: { select: { status: true, value: true } },
        },
      },
      model: { select: MODEL_CARD_SELECT },
    },
  });
  return rows.flatMap((r) => {
    const score = r.scores[0];
    if (!score) return [];
    const parsed = decodeJsonColumn(resultHeadlineColumn, score.resultJson, {
      table: "Score",
      id: score.id,
      column: "resultJson",
    });
    const m = r.model;
    return [
      {
        id: r.id,
        splitId: r.splitId,
        regime: r.regime,
        createdAt: r.createdAt.toISOString(),
        isVerified: r.verifiedAt !== null,
        isLiveCheckRun: r.evaluationId !== null,
        scoreId: score.id,
        labelVersionId: score.labelVersionId,
        release: score.release,
        headline: { ...parsed.metrics, ...(parsed.avg12 === undefined ? {} : { avg12: parsed.avg12 }) },
        model: {
          id: m.id,
          name: m.name,
          organisation: m.organisation,
          parameterCount: m.parameterCount,
          openWeights: m.openWeights,
          declaredCutoff: m.declaredCutoff.toISOString().slice(0, 10),
          estimatedCutoff: m.estimatedCutoff?.toISOString().slice(0, 10) ?? null,
          costPerRun: m.costPerRun,
        },
      },
    ];
  });
}
