import "server-only";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { getDisclosurePolicy } from "@/lib/server/disclosure/get-disclosure-policy";
import { visibleBenchmarkWhere, publicSplitWhere, type Viewer } from "@/lib/server/benchmarks/visibility";
import { decodeJsonColumn } from "@/lib/db-columns";
import { resultHeadlineColumn } from "@/lib/schemas/stored-columns";
import { MODEL_CARD_SELECT, type ModelCard } from "@/lib/server/models/to-model-dto";
import { DISCLOSED } from "@/lib/vocabulary";

export type ModelProfile = ModelCard & {
  cutoffSource: string;
  submissions: {
    id: string;
    benchmark: string;
    benchmarkTitle: string;
    track: string;
    split: string;
    regime: string;
    createdAt: string;
    n: number | null;
    metrics: Record<string, number>;
  }[];
};

/**
 * A model's public page: its card and every public scored submission on a split the viewer
 * may see. A model with none is 404, so private models stay private.
 */
export async function getModelProfile(viewer: Viewer, modelId: string): Promise<ModelProfile> {
  const model = await db.modelEntry.findUnique({
    where: { id: modelId },
    select: { ...MODEL_CARD_SELECT, cutoffSource: true },
  });
  const submissions = model
    ? await db.submission.findMany({
        where: {
          modelId,
          isPublic: true,
          hiddenAt: null,
          status: "scored",
          benchmark: visibleBenchmarkWhere(viewer),
          split: publicSplitWhere(new Date()),
        },
        orderBy: { createdAt: "desc" },
        select: {
          id: true,
          regime: true,
          createdAt: true,
          split: { select: { name: true, kind: true, embargoUntil: true, retiredAt: true } },
          benchmark: { select: { id: true, slug: true, title: true, track: true, disclosureStep: true } },
          scores: {
            orderBy: { createdAt: "desc" },
            take: 1,
            select: { resultJson: true, disclosure: { select: { status: true, resultJson: true } } },
          },
        },
      })
    : [];
  // On hidden splits others see only what the Ladder disclosed, as it was disclosed (lib/disclosure).
  const shown = [];
  for (const s of submissions) {
    const hidden = isHiddenSplit(s.split);
    const canMaintain = hidden && (await canMaintainBenchmark(viewer, s.benchmark.id));
    const policy = getDisclosurePolicy({ ...s.benchmark, canMaintain }, hidden);
    const score = s.scores[0];
    if (policy.exact) shown.push({ ...s, resultJson: score?.resultJson ?? "{}" });
    else if (score?.disclosure?.status === DISCLOSED)
      shown.push({ ...s, resultJson: score.disclosure.resultJson });
  }
  if (!model || shown.length === 0) throw new AppError("NOT_FOUND", `No public model ${modelId}`);
  return {
    ...model,
    declaredCutoff: model.declaredCutoff.toISOString().slice(0, 10),
    estimatedCutoff: model.estimatedCutoff?.toISOString().slice(0, 10) ?? null,
    submissions: shown.map((s) => {
      const result = decodeJsonColumn(resultHeadlineColumn, s.resultJson, {
        table: "Score",
        id: s.id,
        column: "resultJson",
      });
      return {
        id: s.id,
        benchmark: s.benchmark.slug,
        benchmarkTitle: s.benchmark.title,
        track: s.benchmark.track,
        split: s.split.name,
        regime: s.regime,
        createdAt: s.createdAt.toISOString(),
        n: result.n ?? null,
        metrics: { ...result.metrics, ...(result.avg12 === undefined ? {} : { avg12: result.avg12 }) },
      };
    }),
  };
}
