import { Suspense } from "react";
import { TextLink, TextAnchor } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { getModelProfile } from "@/lib/server/leaderboards/get-model-profile";
import { getModelStanding } from "@/lib/server/leaderboards/get-model-standing";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { CurveView } from "@/components/leaderboard/curve-view";
import { CutoffEstimateText } from "@/components/leaderboard/cutoff-estimate-text";
import { ModelRanks } from "@/components/leaderboard/model-ranks";
import { ModelSubmissions } from "@/components/leaderboard/model-submissions";
import { boardModelMetadata } from "@/lib/metadata/page-metadata";
import { formatUsd } from "@/lib/format";
import { env } from "@/lib/env";
import { CopyableCode } from "@/components/ui/copy-button";
import { BadgeEmbed } from "@/components/leaderboard/badge-embed";

type Props = { params: Promise<{ slug: string; id: string }> };

export const generateMetadata = boardModelMetadata("Model");

/**
 * A model's public page: card, rank on each board, its own cutoff-aligned curve, and its
 * public submissions. The ranks and curve need every board the model is on, so they stream
 * in after the rest (Suspense) while the browser already runs the page's script.
 */
export default async function PublicModelPage({ params }: Props) {
  const viewer = await guardPage("public");
  const { slug, id } = await params;
  const model = await getModelProfile(viewer, id).catch(throwPageError);
  const benchmarks = [
    ...new Map(
      model.submissions.map((s) => [s.benchmark, { slug: s.benchmark, title: s.benchmarkTitle }]),
    ).values(),
  ];
  const here = benchmarks.find((b) => b.slug === slug);
  const facts: [string, string][] = [
    ["Organisation", model.organisation],
    ["Parameters", model.parameterCount === null ? "undisclosed" : `${model.parameterCount} B`],
    ["Weights", model.openWeights ? "open" : "closed"],
    ["Declared cutoff", `${model.declaredCutoff} (source: ${model.cutoffSource})`],
    ["Submitter's estimate", model.estimatedCutoff ?? "—"],
    ["Cost per run", model.costPerRun === null ? "not stated" : formatUsd(model.costPerRun)],
  ];
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="text-sm">
          <TextLink href={`/leaderboards/${slug}`}>← {here?.title ?? "Leaderboard"}</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">{model.name}</h1>
        <p className="text-sm">
          Model id: <CopyableCode text={model.id} label="model id" testId="model-id" />
        </p>
        <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-medium">{k}</dt>
              <dd className="min-w-0 break-words">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="flex flex-wrap gap-x-4 text-sm">
          <TextLink href={`/contamination/${slug}/${model.id}`}>
            Contamination analysis on {here?.title ?? slug}
          </TextLink>
          <TextAnchor href="#submissions">Public submissions ({model.submissions.length})</TextAnchor>
        </p>
      </div>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-gray-700">
            Loading its rank on each board…
          </p>
        }
      >
        <StandingSections
          viewer={viewer}
          modelId={model.id}
          modelName={model.name}
          slug={slug}
          title={here?.title ?? slug}
          declaredCutoff={model.declaredCutoff}
          benchmarks={benchmarks}
        />
      </Suspense>
      <section className="space-y-3" aria-labelledby="submissions">
        <h2 id="submissions" className="text-lg font-semibold">
          Public submissions
        </h2>
        <ModelSubmissions modelId={model.id} submissions={model.submissions} />
      </section>
    </div>
  );
}

type StandingProps = {
  viewer: Viewer;
  modelId: string;
  modelName: string;
  slug: string;
  title: string;
  declaredCutoff: string;
  benchmarks: { slug: string; title: string }[];
};

async function StandingSections({
  viewer,
  modelId,
  modelName,
  slug,
  title,
  declaredCutoff,
  benchmarks,
}: StandingProps) {
  const standing = await getModelStanding(viewer, modelId, slug, benchmarks);
  const rankHere = standing.ranks.find((r) => r.slug === slug);
  return (
    <>
      <section className="space-y-2" aria-labelledby="cutoff-estimate">
        <h2 id="cutoff-estimate" className="text-lg font-semibold">
          Knowledge cutoff on {title}
        </h2>
        <dl className="grid max-w-2xl grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Declared</dt>
          <dd className="min-w-0 break-words">{declaredCutoff}</dd>
          <dt className="font-medium">Estimated (change point of its error curve)</dt>
          <dd className="min-w-0 break-words">
            <CutoffEstimateText estimate={rankHere?.estimatedCutoff ?? null} />
          </dd>
        </dl>
      </section>
      {rankHere && (
        <BadgeEmbed
          host={env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`}
          slug={slug}
          modelId={modelId}
          modelName={modelName}
          title={title}
        />
      )}
      <section className="space-y-3" aria-labelledby="ranks">
        <h2 id="ranks" className="text-lg font-semibold">
          Rank on each board
        </h2>
        <ModelRanks modelId={modelId} ranks={standing.ranks} />
      </section>
      <section className="space-y-3" aria-labelledby="curve">
        <h2 id="curve" className="text-lg font-semibold">
          Cutoff-aligned curve on {title}
        </h2>
        {standing.curve && standing.metric ? (
          <CurveView
            curves={[standing.curve]}
            metric={standing.metric}
            kind="cutoff"
            period={standing.period}
            bufferDays={0}
            disclosure={standing.disclosure}
          />
        ) : (
          <p role="status" className="text-sm text-gray-700">
            {standing.curveMessage}
          </p>
        )}
      </section>
    </>
  );
}
