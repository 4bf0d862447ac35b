import { TextLink } from "@/components/ui/text-link";
import { EvaluationProgress } from "@/components/evaluations/evaluation-progress";
import { guardPage } from "@/lib/auth/guard-page";
import { cancelEvaluationAction, scoreStoppedEvaluationAction } from "@/lib/actions/evaluations";
import { throwPageError } from "@/lib/errors/throw-page-error";
import { getEvaluation } from "@/lib/server/evaluations/get-evaluation";

export const metadata = { title: "Evaluation" };

/** One of my evaluations: progress (updated without a reload), cost, failures, cancel; its owner only. */
export default async function EvaluationPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await guardPage("user");
  const { id } = await params;
  const run = await getEvaluation(viewer, id.slice(0, 100)).catch(throwPageError);
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <p className="text-sm">
          <TextLink href={`/models/${run.modelId}`}>← The model</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">
          Evaluation on <TextLink href={`/leaderboards/${run.benchmark}`}>{run.benchmark}</TextLink>{" "}
          {run.split}
        </h1>
        <p className="text-sm text-gray-700">
          LiveCheck calls the model&apos;s endpoint for every item of the split with the{" "}
          <TextLink href={`/benchmarks/${run.benchmark}#prompts`}>official prompts</TextLink>, stores each
          answer as it arrives, and scores the answers exactly as an upload once all are in.
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
