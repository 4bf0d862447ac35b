import { TextLink, TextAnchor } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { updateModelAction } from "@/lib/actions/models";
import {
  deleteModelEndpointAction,
  saveModelEndpointAction,
  testModelEndpointAction,
} from "@/lib/actions/model-endpoints";
import { throwPageError } from "@/lib/errors/page-errors";
import { modelIdSchema, REGIME_LABELS } from "@/lib/schemas/model";
import { getModel } from "@/lib/server/models/get-model";
import { ModelForm } from "@/components/models/model-form";
import { EndpointForm } from "@/components/models/endpoint-form";
import { EndpointActions } from "@/components/models/endpoint-actions";
import { getModelEndpoint } from "@/lib/server/model-endpoints/get-model-endpoint";
import { modelMetadata } from "@/lib/metadata/page-metadata";
import { formatCount, formatUsd } from "@/lib/format";
import { CopyableCode } from "@/components/ui/copy-button";
import { startEvaluationAction } from "@/lib/actions/evaluations";
import { StartEvaluationForm } from "@/components/evaluations/start-evaluation-form";
import {
  listEvaluationTargets,
  listModelEvaluations,
} from "@/lib/server/evaluations/list-evaluation-targets";
import { listReleaseDayOptIns } from "@/lib/server/evaluations/release-day/list-release-day-opt-ins";
import { removeReleaseDayOptInAction, saveReleaseDayOptInAction } from "@/lib/actions/release-day";
import { ReleaseDayForm, ReleaseDayOptOut } from "@/components/evaluations/release-day-form";

export const generateMetadata = modelMetadata;

export default async function ModelPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await guardPage("user");
  const id = modelIdSchema.safeParse((await params).id);
  const model = await getModel(viewer, id.success ? id.data : "").catch(throwPageError);
  // The endpoint is its owner's alone (admins who see the model do not see it).
  const endpoint = model.isOwner ? await getModelEndpoint(viewer, model.id) : null;
  const targets = endpoint ? await listEvaluationTargets(viewer) : [];
  const evaluations = model.isOwner ? await listModelEvaluations(viewer, model.id) : [];
  const optIns = endpoint ? await listReleaseDayOptIns(viewer, model.id) : [];
  const optInBenchmarks = [
    ...new Map(targets.map((t) => [t.benchmark, { slug: t.benchmark, title: t.title }])).values(),
  ];
  const facts: [string, string][] = [
    ["Organisation", model.organisation],
    ["Parameters", model.parameterCountB === null ? "undisclosed" : `${model.parameterCountB} billion`],
    ["Weights", model.openWeights ? "open" : "closed"],
    ["Declared cutoff", `${model.declaredCutoff} (source: ${model.cutoffSource})`],
    ["Estimated cutoff", model.estimatedCutoff ?? "—"],
    ["Default regime", REGIME_LABELS[model.regime]],
    ["Cost per run", model.costPerRunUsd === null ? "unknown" : formatUsd(model.costPerRunUsd)],
    ["Submissions", String(model.submissionCount)],
  ];
  return (
    <div className="max-w-4xl space-y-8">
      <div className="space-y-1">
        <p className="text-sm">
          <TextLink href="/models">← Your models</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">{model.name}</h1>
        <p className="text-sm">
          Model id (for the API and the clients):{" "}
          <CopyableCode text={model.id} label="model id" testId="model-id" />
        </p>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([k, v]) => [
          <dt key={`${k}-t`} className="font-medium">
            {k}
          </dt>,
          <dd key={`${k}-d`} className="break-all">
            {v}
          </dd>,
        ])}
      </dl>
      {model.links.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {model.links.map((l) => (
            <li key={l}>
              <TextAnchor href={l} rel="noopener noreferrer nofollow" className="break-all">
                {l}
              </TextAnchor>
            </li>
          ))}
        </ul>
      )}
      {model.isOwner && (
        <section className="space-y-3" aria-labelledby="edit-heading">
          <h2 id="edit-heading" className="text-lg font-semibold">
            Edit
          </h2>
          <ModelForm
            action={updateModelAction.bind(null, model.id)}
            model={model}
            submitLabel="Save changes"
          />
        </section>
      )}
      {model.isOwner && (
        <section className="space-y-3" aria-labelledby="endpoint-heading">
          <h2 id="endpoint-heading" className="text-lg font-semibold">
            Endpoint
          </h2>
          <p className="text-sm text-gray-700">
            An OpenAI-compatible chat-completions endpoint that serves this model, with the sampling settings,
            prices and spending limits LiveCheck uses when it runs the model.
          </p>
          <EndpointForm action={saveModelEndpointAction.bind(null, model.id)} endpoint={endpoint} />
          {endpoint && (
            <EndpointActions
              test={testModelEndpointAction.bind(null, model.id)}
              remove={deleteModelEndpointAction.bind(null, model.id)}
            />
          )}
        </section>
      )}
      {model.isOwner && endpoint && (
        <section className="space-y-3" aria-labelledby="evaluate-heading">
          <h2 id="evaluate-heading" className="text-lg font-semibold">
            Evaluate
          </h2>
          <p className="text-sm text-gray-700">
            LiveCheck runs the model itself on a split, with the benchmark&apos;s official prompts and this
            endpoint&apos;s settings, and marks the score as a verified run. A run stops at the
            endpoint&apos;s limits ({formatUsd(endpoint.maxUsdPerRun)} or{" "}
            {formatCount(endpoint.maxRequestsPerRun)} requests), and you choose then whether to score what was
            answered.
          </p>
          <StartEvaluationForm
            action={startEvaluationAction.bind(null, model.id)}
            targets={targets}
            defaultRegime={model.regime === "closed_book" ? "closed_book" : "evidence_bounded"}
          />
          {evaluations.length > 0 && (
            <ul className="space-y-1 text-sm" aria-label="Evaluations of this model">
              {evaluations.map((e) => (
                <li key={e.id}>
                  <TextLink href={`/evaluations/${e.id}`}>
                    {e.benchmark} {e.split}
                  </TextLink>{" "}
                  — {e.status.replace("_", " ")}, {e.done} of {e.total} items ({e.createdAt.slice(0, 10)})
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {model.isOwner && endpoint && (
        <section className="space-y-3" aria-labelledby="release-day-heading">
          <h2 id="release-day-heading" className="text-lg font-semibold">
            Release-day evaluations
          </h2>
          <p className="text-sm text-gray-700">
            LiveCheck evaluates the model on every new test split of a benchmark as soon as it opens for
            submissions (at publication, or when its embargo ends), as if you had started the run yourself. A
            run that would take the month&apos;s release-day spending on that benchmark past its limit is not
            started, and you are told.
          </p>
          {optIns.length > 0 && (
            <ul
              className="space-y-2 text-sm"
              aria-label="Benchmarks this model is evaluated on as new splits open"
            >
              {optIns.map((o) => (
                <li key={o.benchmark} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span>
                    <TextLink href={`/benchmarks/${o.benchmark}`}>{o.title}</TextLink>:{" "}
                    {formatUsd(o.spentThisMonthUsd)} of {formatUsd(o.monthlyLimitUsd)} this month
                    {o.isPublic ? "" : " (scores private)"}
                  </span>
                  <ReleaseDayOptOut
                    action={removeReleaseDayOptInAction.bind(null, model.id, o.benchmark)}
                    title={o.title}
                  />
                </li>
              ))}
            </ul>
          )}
          <ReleaseDayForm
            action={saveReleaseDayOptInAction.bind(null, model.id)}
            benchmarks={optInBenchmarks}
          />
        </section>
      )}
    </div>
  );
}
