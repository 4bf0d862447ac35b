import { notFound } from "next/navigation";
import { formatCount } from "@/lib/format";
import { guardPage } from "@/lib/auth/guard-page";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { listClaims } from "@/lib/server/benchmarks/list-claims";
import { claimsQuerySchema, firstValues } from "@/lib/schemas/claims-query";
import { isAppError } from "@/lib/errors/app-error";
import { settleRefusal } from "@/lib/errors/page-errors";
import { BenchmarkHeader } from "@/components/datasets/benchmark-header";
import { ClaimFilters } from "@/components/datasets/claim-filters";
import { ClaimList } from "@/components/datasets/claim-list";
import { Notice } from "@/components/ui/notice";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";
import { AccessGateCard } from "@/components/access/access-gate-card";
import { getAccessGate } from "@/lib/server/access/get-access-gate";
import { SealedSplitNotice } from "@/components/datasets/sealed-split-notice";

export const generateMetadata = benchmarkMetadata("claims");

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ClaimsPage({ params, searchParams }: Props) {
  const viewer = await guardPage("public");
  const { slug } = await params;
  const raw = firstValues(await searchParams);
  const benchmark = await getBenchmark(viewer, slug).catch((err: unknown) =>
    isAppError(err) && err.status === 404 ? notFound() : Promise.reject(err),
  );
  if (!benchmark.hasContentAccess) {
    const gate = await getAccessGate(viewer, slug);
    return (
      <div className="space-y-6">
        <BenchmarkHeader benchmark={benchmark} current="claims" />
        <p className="text-sm text-gray-700">
          {formatCount(benchmark.splits.reduce((n, s) => n + s.claimCount, 0))} claims in{" "}
          {benchmark.splits.length} split(s).
        </p>
        <AccessGateCard
          slug={slug}
          title={benchmark.title}
          status={gate.status}
          contact={gate.contact}
          signedIn={viewer !== null}
        />
      </div>
    );
  }
  const parsed = claimsQuerySchema.safeParse(raw);
  const result = await settleRefusal(
    listClaims(viewer, slug, raw),
    (err, fields) => `${err.message}${fields ? `: ${fields}` : ""}`,
  );
  const { page: _page, ...kept } = raw;
  return (
    <div className="space-y-6">
      <BenchmarkHeader benchmark={benchmark} current="claims" />
      <ClaimFilters
        slug={slug}
        query={parsed.success ? parsed.data : {}}
        quarters={benchmark.splits.map((s) => s.name)}
        languages={result.value?.languages ?? []}
        labels={benchmark.labels}
        hasDevSplits={benchmark.splits.some((s) => s.kind === "dev" || s.retiredAt !== null)}
      />
      <SealedSplitNotice
        splits={benchmark.splits.filter((s) => s.sealed).map((s) => s.name)}
        canMaintain={benchmark.canMaintain}
      />
      {result.error && <Notice tone="error">{result.error}</Notice>}
      {result.value && <ClaimList page={result.value} slug={slug} params={kept} />}
    </div>
  );
}
