import "server-only";
import { db } from "@/lib/db";
import type { EvaluationDto } from "@/lib/schemas/dto/evaluation";
import { getEvaluation } from "./get-evaluation";

/** The evaluation page's data: the run as the API answers it, and the names its heading shows. */
export async function getEvaluationPage(
  actor: { id: string },
  id: string,
): Promise<{ run: EvaluationDto; modelName: string; benchmarkTitle: string }> {
  const run = await getEvaluation(actor, id);
  // The run is the actor's (getEvaluation checked), so its model and benchmark are theirs to name.
  const [model, benchmark] = await Promise.all([
    db.modelEntry.findUnique({ where: { id: run.modelId }, select: { name: true } }),
    db.benchmark.findUnique({ where: { slug: run.benchmark }, select: { title: true } }),
  ]);
  return {
    run,
    modelName: model?.name ?? "(deleted model)",
    benchmarkTitle: benchmark?.title ?? run.benchmark,
  };
}
