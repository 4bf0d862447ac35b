import { guardPage } from "@/lib/auth/guard-page";
import { isAppError } from "@/lib/errors/app-error";
import { readLeaderboardParams } from "@/lib/schemas/leaderboard";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { compareModels } from "@/lib/server/leaderboards/compare-models";
import { Notice } from "@/components/ui/notice";
import { CompareForm } from "@/components/leaderboard/compare-form";
import { CompareTable } from "@/components/leaderboard/compare-table";
import { compareMetadata } from "@/lib/server/titles/page-metadata";

export const generateMetadata = compareMetadata;
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ComparePage({ searchParams }: Props) {
  const viewer = await guardPage("public");
  const raw = readLeaderboardParams(await searchParams);
  const benchmarks = await listBenchmarks(viewer);
  const outcome = await compareModels(viewer, raw).then(
    (result) => ({ result, error: null }),
    (err: unknown) => {
      if (!isAppError(err)) throw err;
      const detail = err.fields ? Object.entries(err.fields).map(([k, v]) => `${k} ${v}`).join("; ") : "";
      return { result: null, error: `${err.message}${detail ? ` (${detail})` : ""}` };
    },
  );
  const r = outcome.result;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Head to head</h1>
      <p className="text-sm text-gray-700">Two models on the same claims of each split: the difference of the metric, its paired bootstrap 95% interval (B = 1000, seed 0), and a two-sided p-value, Holm-corrected across splits.</p>
      <CompareForm benchmarks={benchmarks.map((b) => ({ slug: b.slug, title: b.title }))} models={r?.models ?? []} values={raw} />
      {outcome.error && <Notice tone="error">{outcome.error}</Notice>}
      {r && r.a && r.b && (r.splits.length === 0
        ? <Notice>These two models have no public score on a common split of {r.benchmark.title}.</Notice>
        : <CompareTable result={r} />)}
    </div>
  );
}
