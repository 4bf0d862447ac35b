import Link from "next/link";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/throw-page-error";
import { getModelProfile } from "@/lib/server/leaderboards/get-model-profile";
import { ModelSubmissions } from "@/components/leaderboard/model-submissions";
import { boardModelMetadata } from "@/lib/server/titles/page-metadata";

export const generateMetadata = boardModelMetadata("Model");

/** A model's public page: its card and all its public scored submissions, on every benchmark. */
export default async function PublicModelPage({ params }: { params: Promise<{ slug: string; id: string }> }) {
  const viewer = await guardPage("public");
  const { slug, id } = await params;
  const model = await getModelProfile(viewer, id).catch(throwPageError);
  const facts: [string, string][] = [
    ["Organisation", model.organisation],
    ["Parameters", model.parameterCount === null ? "undisclosed" : String(model.parameterCount)],
    ["Weights", model.openWeights ? "open" : "closed"],
    ["Declared cutoff", `${model.declaredCutoff} (source: ${model.cutoffSource})`],
    ["Estimated cutoff", model.estimatedCutoff ?? "—"],
    ["Cost per run", model.costPerRun === null ? "not stated" : `$${model.costPerRun}`],
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link className="text-blue-700 underline" href={`/leaderboards/${slug}`}>← Leaderboard</Link></p>
      <h1 className="text-2xl font-semibold">{model.name}</h1>
      <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([k, v]) => <div key={k} className="contents"><dt className="font-medium">{k}</dt><dd>{v}</dd></div>)}
      </dl>
      <h2 className="text-lg font-semibold">Public submissions</h2>
      <ModelSubmissions modelId={model.id} submissions={model.submissions} />
    </div>
  );
}
