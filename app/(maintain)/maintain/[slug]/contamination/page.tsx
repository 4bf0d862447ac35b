import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/throw-page-error";
import { contaminationPageParamsSchema } from "@/lib/schemas/contamination";
import { getContaminationSettings } from "@/lib/server/contamination/get-contamination-settings";
import { AvailabilityNotice } from "@/components/contamination/availability-notice";
import { LazyCalibrationChart } from "@/components/charts/lazy-charts";
import { ChartDataTable } from "@/components/leaderboard/chart-data-table";
import { EvidenceUploadForm } from "@/components/contamination/evidence-upload-form";
import { metricLabel } from "@/lib/scoring/metrics";
import { HumanLabelsForm } from "@/components/contamination/human-labels-form";
import { MetricsForm } from "@/components/contamination/metrics-form";
import { UploadList } from "@/components/contamination/upload-list";
import { env } from "@/lib/env";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("contamination settings");
export const dynamic = "force-dynamic";

export default async function ContaminationSettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await guardPage("maintainer");
  const { slug } = contaminationPageParamsSchema.parse(await params);
  const data = await getContaminationSettings(user, slug).catch(throwPageError);
  return (
    <div className="max-w-4xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Contamination settings: {data.benchmark.title}</h1>
        <p className="text-sm">
          <TextLink href={`/contamination/${slug}`}>Public contamination page</TextLink>
        </p>
      </header>
      <AvailabilityNotice availability={data.availability} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Similarity metrics and thresholds τ</h2>
        <p className="text-sm text-gray-700">
          A claim is flagged for a model under a metric when its score s ≥ τ. METEOR needs nothing else; an
          embedding metric names an OpenAI-compatible endpoint and a model id (the server&apos;s key goes only
          to its own endpoint; others get the key the operator listed in EMBEDDING_ENDPOINT_KEYS, or none).
          Any endpoint but the server&apos;s must be https on a public address (hosts the operator lists in
          ENDPOINT_ALLOWLIST excepted), and redirects are not followed. τ may be &quot;calibrated&quot;: the
          best τ against the human labels below. A new metric, or one whose endpoint or model changes, is
          scored again on all stored evidence; changing τ applies at once.
          {data.metrics.some((m) => m.isDefault) && " These are the defaults until you save a list."}
        </p>
        <MetricsForm slug={slug} metrics={data.metrics} pairs={data.evidencePairs} />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Oracle evidence (hidden)</h2>
        <p className="text-sm" data-testid="oracle-coverage">
          {data.oracle.claims} of {data.oracle.total} claims have oracle evidence. It is never shown or sent
          to anyone; uploading new oracle evidence for a claim re-scores every model on it.
        </p>
        <UploadList uploads={data.uploads} path={`/maintain/${slug}/contamination`} />
        <EvidenceUploadForm
          maxBytes={env.SUBMISSION_MAX_BYTES}
          endpoint={`/api/v1/contamination/${slug}/oracle`}
          canExtract={data.availability.extraction}
          label="Upload oracle evidence (statements, or the human fact-check articles)"
        />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Calibrating τ against human labels</h2>
        <HumanLabelsForm slug={slug} />
        <p className="text-sm">{data.calibration.labels} human label(s) stored.</p>
        <div className="grid gap-6 md:grid-cols-2">
          {data.metrics.map(({ name: m }) => {
            const c = data.calibration.metrics[m];
            return !c || c.n === 0 ? (
              <p key={m} className="text-sm text-gray-700">
                {metricLabel(m)}: no labelled pair has a score yet.
              </p>
            ) : (
              <div key={m} className="space-y-1">
                <LazyCalibrationChart
                  points={c.points}
                  best={c.best?.tau ?? null}
                  title={`${metricLabel(m)}: agreement with ${c.n} human labels against τ`}
                />
                <details className="rounded border border-gray-200 bg-white p-2" data-testid="chart-table">
                  <summary className="cursor-pointer text-sm font-medium">Chart data as a table</summary>
                  <ChartDataTable
                    columns={[
                      { label: "τ", numeric: true },
                      { label: "Agreement", numeric: true },
                    ]}
                    rows={c.points.map((p) => [p.tau.toFixed(4), `${(p.agreement * 100).toFixed(1)}%`])}
                  />
                </details>
                <p className="text-sm" data-testid={`best-tau-${m}`}>
                  Best τ = {c.best?.tau.toFixed(4)} (agreement {((c.best?.agreement ?? 0) * 100).toFixed(1)}%;
                  current τ = {data.benchmark.tau[m]}).
                </p>
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}
