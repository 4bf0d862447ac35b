import { TextLink } from "@/components/ui/text-link";
import { EvaluationProgress } from "@/components/evaluations/evaluation-progress";
import { guardPage } from "@/lib/auth/guard-page";
import { cancelEvaluationAction, scoreStoppedEvaluationAction } from "@/lib/actions/evaluations";
import { throwPageError } from "@/lib/errors/page-errors";
import { getEvaluationPage } from "@/lib/server/evaluations/get-evaluation-page";

export const metadata = { title: "Evaluation" };

/** One of my evaluations: progress (updated without a reload), cost, failures, cancel; its owner only. */
export default async function EvaluationPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await guardPage("user");
  const { id } = await params;
  const { run, modelName, benchmarkTitle } = await getEvaluationPage(viewer, id.slice(0, 100)).catch(
    throwPageError,
  );
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <p className="text-sm">
          <TextLink href={`/models/${run.modelId}`}>← {modelName}</TextLink>
        </p>
        <h1 className="text-2xl font-semibold break-words">Evaluation of {modelName}</h1>
        <p className="text-sm">
          On <TextLink href={`/benchmarks/${run.benchmark}`}>{benchmarkTitle}</TextLink>, split {run.split}
        </p>
        <p className="text-sm text-gray-700">
          LiveCheck calls the model&apos;s endpoint for every item of the split with the{" "}
          <TextLink href={`/benchmarks/${run.benchmark}#prompts`}>official prompts</TextLink>, stores each
          answer as it arrives, and scores the answers exactly as an upload once all are in. This page updates
          by itself while the run goes on.
        </p>
      </div>
      <EvaluationProgress
        initial={run}
        cancel={cancelEvaluationAction.bind(null, run.id)}
        score={scoreStoppedEvaluationAction.bind(null, run.id)}
      />
    </div>
  );
}
