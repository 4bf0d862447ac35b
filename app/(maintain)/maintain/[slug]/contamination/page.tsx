import type { ReactNode } from "react";
import { TextLink, TEXT_LINK } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { contaminationPageParamsSchema } from "@/lib/schemas/contamination";
import { getContaminationSettings } from "@/lib/server/contamination/get-contamination-settings";
import { AvailabilityNotice } from "@/components/contamination/availability-notice";
import { CalibrationCharts } from "@/components/contamination/calibration-section";
import { EvidenceUploadForm } from "@/components/contamination/evidence-upload-form";
import { metricLabel } from "@/lib/scoring/metrics";
import { HumanLabelsForm } from "@/components/contamination/human-labels-form";
import { MetricsForm } from "@/components/contamination/metrics-form";
import { UploadList } from "@/components/contamination/upload-list";
import { formatCount } from "@/lib/format";
import { env } from "@/lib/env";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("contamination settings");
export const dynamic = "force-dynamic";

/** One numbered step of the set-up, with what it is for in a sentence. */
function Step({
  n,
  id,
  title,
  lead,
  children,
}: {
  n: number;
  id: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="flex items-baseline gap-3 text-lg font-semibold">
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm text-white"
        >
          {n}
        </span>
        {title}
      </h2>
      <p className="max-w-3xl text-sm text-gray-700">{lead}</p>
      {children}
    </section>
  );
}

export default async function ContaminationSettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await guardPage("maintainer");
  const { slug } = contaminationPageParamsSchema.parse(await params);
  const data = await getContaminationSettings(user, slug).catch(throwPageError);
  const metricNames = data.metrics.map((m) => `${metricLabel(m.name)} (τ = ${m.tau})`).join(", ");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <p className="text-sm">
          <TextLink href={`/benchmarks/${slug}`}>{data.benchmark.title}</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">Contamination analysis</h1>
        <p className="max-w-3xl text-gray-700">
          Find out which claims a model already knew. Each model writes about a claim without any retrieval;
          when what it writes reproduces the evidence of the human fact-check, the claim is flagged for that
          model, and the leaderboard can rank models on the claims no one knew. Three things make it work on
          this benchmark.
        </p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="contamination-status">
          <div className="rounded border border-gray-200 bg-white p-3">
            <dt className="font-medium">Oracle evidence</dt>
            <dd data-testid="oracle-coverage">
              {formatCount(data.oracle.claims)} of {formatCount(data.oracle.total)} claims have oracle
              evidence.
            </dd>
          </div>
          <div className="rounded border border-gray-200 bg-white p-3">
            <dt className="font-medium">Similarity metrics</dt>
            <dd>{metricNames}</dd>
          </div>
          <div className="rounded border border-gray-200 bg-white p-3">
            <dt className="font-medium">Human labels</dt>
            <dd>{formatCount(data.calibration.labels)} stored to calibrate τ</dd>
          </div>
        </dl>
        <p className="text-sm">
          What visitors see:{" "}
          <TextLink href={`/contamination/${slug}`}>the public contamination page</TextLink>.
        </p>
      </header>
      <AvailabilityNotice availability={data.availability} />
      <Step
        n={1}
        id="oracle"
        title="Oracle evidence"
        lead="The evidence of each claim's human fact-check, the reference a model's statements are compared with. It stays hidden: never shown or sent to anyone. Uploading new oracle evidence for a claim scores every model on it again."
      >
        <UploadList uploads={data.uploads} path={`/maintain/${slug}/contamination`} />
        <EvidenceUploadForm
          maxBytes={env.SUBMISSION_MAX_BYTES}
          endpoint={`/api/v1/contamination/${slug}/oracle`}
          canExtract={data.availability.extraction}
          label="Upload oracle evidence (statements, or the human fact-check articles)"
        />
      </Step>
      <Step
        n={2}
        id="metrics"
        title="Similarity metrics and thresholds τ"
        lead={
          <>
            How closely a model&apos;s statements must match the oracle evidence before a claim is flagged:
            its score s ≥ τ. METEOR works out of the box; an embedding metric uses an embedding model you
            name. Changing τ applies at once; a new metric, or a changed endpoint or model, scores all stored
            evidence again.
            {data.metrics.some((m) => m.isDefault) && " These are the defaults until you save a list."}
          </>
        }
      >
        <MetricsForm slug={slug} metrics={data.metrics} pairs={data.evidencePairs} />
        <details className="text-sm text-gray-700">
          <summary className={`cursor-pointer ${TEXT_LINK}`}>Embedding endpoints: keys and addresses</summary>
          <p className="mt-2 max-w-3xl">
            An embedding metric names an OpenAI-compatible endpoint and a model id. The server&apos;s own key
            goes only to its own endpoint; another endpoint gets the key the operator listed for it
            (EMBEDDING_ENDPOINT_KEYS), or none. Any endpoint but the server&apos;s must be https on a public
            address (hosts the operator allows in ENDPOINT_ALLOWLIST excepted), and redirects are not
            followed.
          </p>
        </details>
      </Step>
      <Step
        n={3}
        id="calibration"
        title="Calibrate τ against human labels"
        lead='Label a sample of (model, claim) pairs as contaminated or not; the charts show how well each τ agrees with you, and the best τ is offered as "calibrated" in step 2.'
      >
        <HumanLabelsForm slug={slug} />
        <CalibrationCharts data={data} />
      </Step>
    </div>
  );
}
