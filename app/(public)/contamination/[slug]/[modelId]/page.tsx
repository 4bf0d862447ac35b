import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { formatDifference, formatMetric } from "@/lib/format";
import { contaminationPageParamsSchema } from "@/lib/schemas/contamination";
import { getModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { AvailabilityNotice } from "@/components/contamination/availability-notice";
import { DemoDataNotice } from "@/components/contamination/demo-data-notice";
import { ControlledComparison } from "@/components/contamination/controlled-comparison";
import { EvidenceUploadForm } from "@/components/contamination/evidence-upload-form";
import { num, pct } from "@/components/contamination/format";
import { metricLabel } from "@/lib/scoring/metrics";
import { PostCutoffList } from "@/components/contamination/post-cutoff-list";
import { ClaimFlagsTable } from "@/components/contamination/claim-flags-table";
import { LazyScoreHistogram } from "@/components/charts/lazy-charts";
import { ChartDataTable } from "@/components/leaderboard/chart-data-table";
import { UploadList } from "@/components/contamination/upload-list";
import { env } from "@/lib/env";
import { boardModelMetadata } from "@/lib/metadata/page-metadata";
import { Table, Td, Th } from "@/components/ui/table";

export const generateMetadata = boardModelMetadata("Contamination");
export const dynamic = "force-dynamic";

export default async function ModelContaminationPage({
  params,
}: {
  params: Promise<{ slug: string; modelId: string }>;
}) {
  const viewer = await guardPage("public");
  const { slug, modelId } = contaminationPageParamsSchema.required({ modelId: true }).parse(await params);
  const data = await getModelContamination(viewer, slug, modelId).catch(throwPageError);
  const path = `/contamination/${slug}/${modelId}`;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <p className="text-sm">
          <TextLink href={`/contamination/${slug}`}>Contamination on {data.benchmark.title}</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">
          {data.model.name}{" "}
          <span className="text-base font-normal text-gray-600">{data.model.organisation}</span>
        </h1>
        <p className="text-sm text-gray-700">
          Declared knowledge cutoff {data.model.declaredCutoff}
          {data.model.estimatedCutoff ? ` (estimated ${data.model.estimatedCutoff})` : ""}.
        </p>
      </header>
      <DemoDataNotice isDemo={data.benchmark.isDemo} />
      <AvailabilityNotice availability={data.availability} />

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Evidence-sufficiency scores</h2>
        {data.metrics.length === 0 ? (
          <p className="text-sm text-gray-700">No scores yet.</p>
        ) : (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="model-summary">
              {data.metrics.map((m) => {
                const s = data.summary.metrics[m];
                return (
                  <div key={m} className="rounded border bg-white p-3">
                    <dt className="font-medium">
                      {metricLabel(m)} (τ = {data.benchmark.tau[m]})
                    </dt>
                    <dd>
                      S = {num(s?.mean ?? null)} · flagged {pct(s?.flaggedShare ?? null)} ({s?.flagged ?? 0}{" "}
                      of {s?.n ?? 0})
                    </dd>
                  </div>
                );
              })}
              <div className="rounded border bg-white p-3">
                <dt className="font-medium">Flagged by every metric</dt>
                <dd>
                  {pct(data.summary.strict.flaggedShare)} ({data.summary.strict.flagged} of{" "}
                  {data.summary.strict.n})
                </dd>
              </div>
              <div className="rounded border bg-white p-3">
                <dt className="font-medium">Flagged by some metric</dt>
                <dd data-testid="model-any-rate">
                  {pct(data.summary.any.flaggedShare)} ({data.summary.any.flagged} of {data.summary.any.n})
                </dd>
              </div>
            </dl>
            <div className="grid gap-6 md:grid-cols-2">
              {data.metrics.map((m) => {
                const s = data.summary.metrics[m];
                return s ? (
                  <div key={m} className="min-w-0 space-y-1">
                    <LazyScoreHistogram
                      bins={s.histogram}
                      tau={s.tau}
                      title={`${metricLabel(m)} claim scores (n = ${s.n})`}
                    />
                    <details
                      className="rounded border border-gray-200 bg-white p-2"
                      data-testid="chart-table"
                    >
                      <summary className="cursor-pointer text-sm font-medium">Chart data as a table</summary>
                      <ChartDataTable
                        columns={[
                          { label: "Score s from" },
                          { label: "to" },
                          { label: "Claims", numeric: true },
                        ]}
                        rows={s.histogram.map((count, i) => [
                          (i / s.histogram.length).toFixed(2),
                          ((i + 1) / s.histogram.length).toFixed(2),
                          String(count),
                        ])}
                      />
                    </details>
                  </div>
                ) : null;
              })}
            </div>
          </>
        )}
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">SSA next to it</h2>
        {data.ssa.length === 0 ? (
          <p className="text-sm text-gray-700">
            No scored submission of this model with entity-shifted copies (SSA probe) is visible.
          </p>
        ) : (
          <Table width="auto" data-testid="ssa-table">
            <thead>
              <tr>
                <Th>Split</Th>
                <Th align="right">Δ</Th>
                <Th align="right">OTR</Th>
                <Th align="right">SSA factor</Th>
              </tr>
            </thead>
            <tbody>
              {data.ssa.map((s) => (
                <tr key={s.split}>
                  <Td>{s.split}</Td>
                  <Td align="right">{formatDifference("ssa.delta", s.delta, { step: "auto" })}</Td>
                  <Td align="right">{formatMetric("ssa.otr", s.otr)}</Td>
                  <Td align="right">{formatMetric("ssa.factor", s.factor)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <ControlledComparison rows={data.controlled} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Flags per claim</h2>
        <p className="text-sm" data-testid="flagged-claims-count">
          {data.flaggedClaims.total} claim(s) are flagged by at least one metric (s ≥ τ, marked ⚑)
          {data.flaggedClaims.total > data.flaggedClaims.claims.length
            ? `; the newest ${data.flaggedClaims.claims.length} are listed`
            : ""}
          .
        </p>
        {data.flaggedClaims.claims.length > 0 && (
          <ClaimFlagsTable
            claims={data.flaggedClaims.claims}
            metrics={data.metrics}
            tau={data.benchmark.tau}
            testId="claim-flags"
          />
        )}
      </section>
      <PostCutoffList postCutoff={data.postCutoff} metrics={data.metrics} tau={data.benchmark.tau} />

      {data.uploads !== null && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">Uploads and progress</h2>
          <UploadList uploads={data.uploads} path={path} />
          {data.model.isOwner && (
            <EvidenceUploadForm
              maxBytes={env.SUBMISSION_MAX_BYTES}
              endpoint={`/api/v1/contamination/${slug}/models/${modelId}/evidence`}
              canExtract={data.availability.extraction}
              label="Upload this model's closed-book evidence"
            />
          )}
        </section>
      )}
    </div>
  );
}
