import { guardPage } from "@/lib/auth/guard-page";
import { isAppError } from "@/lib/errors/app-error";
import { settleRefusal } from "@/lib/errors/page-errors";
import { readLeaderboardParams } from "@/lib/schemas/leaderboard";
import { listBenchmarkTitles } from "@/lib/server/benchmarks/list-benchmark-titles";
import { compareModels } from "@/lib/server/leaderboards/compare-models";
import { listCompareChoices } from "@/lib/server/leaderboards/list-compare-choices";
import { Notice } from "@/components/ui/notice";
import { CompareForm } from "@/components/leaderboard/compare-form";
import { ComparePooled } from "@/components/leaderboard/compare-pooled";
import { CompareTable } from "@/components/leaderboard/compare-table";
import { compareMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = compareMetadata;
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ComparePage({ searchParams }: Props) {
  const viewer = await guardPage("public");
  const raw = readLeaderboardParams(await searchParams);
  const benchmarks = await listBenchmarkTitles(viewer);
  const outcome = await settleRefusal(
    compareModels(viewer, raw),
    (err, fields) => `${err.message}${fields ? ` (${fields})` : ""}`,
  );
  const r = outcome.value;
  // Only the chosen benchmark's models: compareModels lists them, or, after a bad filter, listCompareChoices.
  const choices = r
    ? { slug: r.benchmark.slug, models: r.models, metrics: r.metrics }
    : raw.benchmark
      ? await listCompareChoices(viewer, raw.benchmark).catch((err: unknown) => {
          if (isAppError(err) && err.code === "NOT_FOUND") return null;
          throw err;
        })
      : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Head to head</h1>
      <p className="text-sm text-gray-700">
        Two models on the same claims: the difference of the metric pooled over the chosen splits and split by
        split, each with its paired bootstrap 95% interval (B = 1000, seed 0) and a two-sided p-value (per
        split also Holm-corrected across splits). On hidden test splits only disclosed values are compared:
        the difference of the two disclosed scores with an unpaired interval, and no p-value.
      </p>
      <CompareForm
        key={new URLSearchParams(raw).toString()}
        benchmarks={benchmarks}
        choices={choices}
        values={raw}
        commonSplits={r?.commonSplits ?? []}
        pooledSplits={r?.pooledSplits ?? []}
      />
      {outcome.error && <Notice tone="error">{outcome.error}</Notice>}
      {r &&
        r.a &&
        r.b &&
        (r.splits.length === 0 ? (
          <Notice>These two models have no public score on a common split of {r.benchmark.title}.</Notice>
        ) : (
          <>
            <ComparePooled result={r} />
            <CompareTable result={r} />
          </>
        ))}
    </div>
  );
}
