import { TextLink } from "@/components/ui/text-link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { settleRefusal, throwPageError } from "@/lib/errors/page-errors";
import { splitNameSchema } from "@/lib/schemas/bundle-common";
import { Notice } from "@/components/ui/notice";
import { contaminationMetricSchema, contaminationPageParamsSchema } from "@/lib/schemas/contamination";
import { getBenchmarkContamination } from "@/lib/server/contamination/get-benchmark-contamination";
import { getControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { AvailabilityNotice } from "@/components/contamination/availability-notice";
import { DemoDataNotice } from "@/components/contamination/demo-data-notice";
import { ControlledRankingView } from "@/components/contamination/controlled-ranking";
import { SelectionForm } from "@/components/contamination/selection-form";
import { SummaryTable } from "@/components/contamination/summary-table";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("contamination");
export const dynamic = "force-dynamic";

const list = (v: string | string[] | undefined) =>
  v === undefined ? undefined : (Array.isArray(v) ? v : v.split(",")).filter(Boolean);
const searchSchema = z.object({
  controlled: z.literal("1").optional().catch(undefined),
  models: z.preprocess(list, z.array(z.string().min(1).max(200)).max(200).optional()).catch(undefined),
  metrics: z.preprocess(list, z.array(contaminationMetricSchema).min(1).optional()).catch(undefined),
  // Checked below, not caught: a split the page cannot show is said so, never replaced by another.
  split: z.preprocess((v) => (Array.isArray(v) ? v[0] : v) || undefined, z.string().optional()),
});

export default async function ContaminationOverviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await guardPage("public");
  const { slug } = contaminationPageParamsSchema.parse(await params);
  const search = searchSchema.parse(await searchParams);
  const overview = await getBenchmarkContamination(viewer, slug).catch(throwPageError);
  const visibleIds = new Set(overview.models.map((m) => m.id));
  const modelIds = search.models?.filter((id) => visibleIds.has(id));
  const metrics = search.metrics?.filter((m) => overview.metrics.includes(m));
  const splitName = search.split === undefined ? undefined : splitNameSchema.safeParse(search.split);
  const outcome =
    splitName?.success === false
      ? { value: null, error: `split ${search.split}: ${splitName.error.issues[0]?.message ?? "invalid"}` }
      : await settleRefusal(
          getControlledRanking(viewer, slug, {
            split: splitName?.data,
            modelIds: modelIds?.length ? modelIds : undefined,
            // Names the benchmark does not have are dropped rather than refused (an old link).
            metrics: metrics?.length ? metrics : undefined,
          }),
          (err) => err.message,
        );
  const ranking = outcome.value;
  const isControlled = search.controlled === "1";
  const query = new URLSearchParams();
  if (!isControlled) query.set("controlled", "1");
  if (search.split) query.set("split", search.split);
  if (modelIds?.length) query.set("models", modelIds.join(","));
  if (metrics?.length) query.set("metrics", metrics.join(","));
  const toggleHref = `/contamination/${slug}${query.size ? `?${query}` : ""}`;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Contamination: {overview.benchmark.title}</h1>
        <p className="max-w-3xl text-sm text-gray-700">
          Evidence-sufficiency scores (Déjà Vu): for each model and claim, how much of the human
          fact-check&apos;s evidence the model reproduced closed-book. A claim is flagged when its score s ≥
          τ. <TextLink href={`/benchmarks/${slug}`}>Benchmark page</TextLink>
          {overview.benchmark.canMaintain && (
            <>
              {" "}
              ·{" "}
              <TextLink href={`/maintain/${slug}/contamination`}>
                oracle evidence, τ and human labels
              </TextLink>
            </>
          )}
        </p>
      </header>
      <DemoDataNotice isDemo={overview.benchmark.isDemo} />
      <AvailabilityNotice availability={overview.availability} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Scores per model</h2>
        {overview.models.length === 0 ? (
          <p className="text-sm text-gray-700">
            No model has contamination scores here yet. Owners upload their model&apos;s evidence from the
            model&apos;s contamination page.
          </p>
        ) : (
          <SummaryTable
            slug={slug}
            metrics={overview.metrics}
            tau={overview.benchmark.tau}
            rows={overview.models.map((m) => ({
              ...m,
              metrics: m.summary.metrics,
              strict: m.summary.strict,
              any: m.summary.any,
            }))}
          />
        )}
      </section>
      {outcome.error !== null && (
        <Notice tone="error">
          {outcome.error}. <TextLink href={`/contamination/${slug}`}>Show the default split</TextLink>
        </Notice>
      )}
      {ranking && isControlled && overview.models.length > 0 && (
        <SelectionForm
          models={overview.models}
          metrics={overview.metrics}
          selected={{ modelIds: ranking.set.modelIds, metrics: ranking.set.metrics }}
          splits={ranking.splits}
          split={ranking.split?.name ?? null}
        />
      )}
      {ranking && (
        <ControlledRankingView
          ranking={ranking}
          isControlled={isControlled}
          toggleHref={toggleHref}
          slug={slug}
        />
      )}
    </div>
  );
}
