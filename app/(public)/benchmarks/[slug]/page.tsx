import { TextAnchor, TextLink } from "@/components/ui/text-link";
import { formatCount, formatMetric } from "@/lib/format";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/auth/guard-page";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { isAppError } from "@/lib/errors/app-error";
import { BenchmarkHeader } from "@/components/datasets/benchmark-header";
import { TrackMetrics } from "@/components/datasets/track-metrics";
import { ReleaseTable } from "@/components/datasets/release-table";
import { benchmarkFeedPath, benchmarkPageMetadata } from "@/lib/metadata/page-metadata";
import { getBenchmarkTitle } from "@/lib/server/titles/get-benchmark-title";
import { AccessGateCard } from "@/components/access/access-gate-card";
import { getAccessGate } from "@/lib/server/access/get-access-gate";
import { Table, Td, Th } from "@/components/ui/table";
import { ClientCommands } from "@/components/datasets/client-commands";
import { env } from "@/lib/env";
import { OfficialPrompts } from "@/components/datasets/official-prompts";
import { loadPromptVersions } from "@/lib/server/prompts/prompt-versions";
import { countReleaseDayRuns } from "@/lib/server/evaluations/release-day/count-release-day-runs";
import { FollowButton } from "@/components/datasets/follow-button";
import { isFollowing } from "@/lib/server/follows/follow-benchmark";
import { SealedSplitNotice } from "@/components/datasets/sealed-split-notice";
import { getReleaseCalendar } from "@/lib/server/benchmarks/get-release-calendar";
import { ReleaseCalendar } from "@/components/datasets/release-calendar";

export const generateMetadata = benchmarkPageMetadata;

export default async function BenchmarkPage({ params }: { params: Promise<{ slug: string }> }) {
  const viewer = await guardPage("public");
  const { slug } = await params;
  const benchmark = await getBenchmark(viewer, slug).catch((err: unknown) =>
    isAppError(err) && err.status === 404 ? notFound() : Promise.reject(err),
  );
  const labelTotal = Object.values(benchmark.devLabelCounts).reduce((a, b) => a + b, 0);
  const gate = benchmark.hasContentAccess ? null : await getAccessGate(viewer, slug);
  const prompts = await loadPromptVersions(benchmark.id);
  const calendar = await getReleaseCalendar({ id: benchmark.id, canMaintain: benchmark.canMaintain });
  // The feed shows what visitors see, so it exists only for a benchmark visitors may see.
  const hasFeed = (await getBenchmarkTitle(null, slug)) !== null;
  // The newest test split the viewer sees: the one release-day evaluations run on last.
  const newestTest = benchmark.splits
    .filter((s) => s.kind === "test")
    .sort((a, b) => (a.name < b.name ? 1 : -1))[0];
  const releaseDay = newestTest ? await countReleaseDayRuns(benchmark.id, newestTest.name) : null;
  return (
    <div className="space-y-8">
      <BenchmarkHeader
        benchmark={benchmark}
        current="overview"
        actions={
          viewer ? (
            <FollowButton slug={benchmark.slug} following={await isFollowing(viewer, benchmark.id)} />
          ) : (
            <TextLink
              href={`/signin?callbackUrl=${encodeURIComponent(`/benchmarks/${benchmark.slug}`)}`}
              className="text-xs"
            >
              Sign in to follow
            </TextLink>
          )
        }
      />
      {benchmark.canMaintain && (
        <p className="text-sm">
          You maintain this benchmark:{" "}
          <TextLink href={`/maintain/${benchmark.slug}/access`}>access requests</TextLink> ·{" "}
          <TextLink href={`/maintain/${benchmark.slug}/settings`}>access settings</TextLink> ·{" "}
          <TextLink href="/maintain/import">import a release</TextLink>
        </p>
      )}
      <p className="max-w-3xl whitespace-pre-line">{benchmark.description}</p>
      {gate && (
        <AccessGateCard
          slug={benchmark.slug}
          title={benchmark.title}
          status={gate.status}
          contact={gate.contact}
          signedIn={viewer !== null}
        />
      )}
      <section className="grid gap-4 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">License</h2>
          <p className="text-sm">{benchmark.license}</p>
        </div>
        <div>
          <h2 className="font-semibold">Citation</h2>
          <p className="text-sm whitespace-pre-line">{benchmark.citation}</p>
        </div>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Splits</h2>
        <SealedSplitNotice
          splits={benchmark.splits.filter((s) => s.sealed).map((s) => s.name)}
          canMaintain={benchmark.canMaintain}
        />
        <Table width="auto">
          <thead>
            <tr>
              <Th>{benchmark.period === "month" ? "Month" : "Quarter"}</Th>
              <Th>Kind</Th>
              <Th align="right">Claims</Th>
              <Th>Embargo</Th>
            </tr>
          </thead>
          <tbody>
            {benchmark.splits.map((s) => (
              <tr key={s.name}>
                <Td>{s.name}</Td>
                <Td>
                  {s.kind === "dev"
                    ? "dev (labels public)"
                    : s.retiredAt
                      ? `test, retired ${s.retiredAt.slice(0, 10)} (labels public)`
                      : s.sealed
                        ? "test, sealed (labels hidden; evaluations only)"
                        : "test (labels hidden)"}
                </Td>
                <Td align="right">{s.claimCount}</Td>
                <Td>{s.embargoUntil ? `until ${s.embargoUntil} (maintainers only)` : "—"}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {releaseDay && (
          <p className="text-sm text-gray-700" data-testid="release-day-counts">
            Release-day evaluations on {releaseDay.split}: {releaseDay.queued} queued, {releaseDay.running}{" "}
            running, {releaseDay.done} done. Each is scored as an upload; public ones join the board as they
            finish.
          </p>
        )}
      </section>
      <ReleaseCalendar calendar={calendar} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Label distribution of public dev splits</h2>
        {labelTotal === 0 ? (
          <p className="text-sm text-gray-700">No dev split is public, so no labels are shown.</p>
        ) : (
          <ul className="text-sm">
            {Object.entries(benchmark.devLabelCounts).map(([label, n]) => (
              <li key={label}>
                {label}: {formatCount(n)} ({formatMetric("accuracy", n / labelTotal)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Metrics</h2>
        <TrackMetrics track={benchmark.track} hasSlices={benchmark.slices.length > 0} />
      </section>
      <section className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="text-lg font-semibold">Releases and files</h2>
          {hasFeed && (
            <TextAnchor
              href={benchmarkFeedPath(benchmark.slug)}
              type="application/atom+xml"
              className="text-sm"
            >
              Feed (Atom): new releases, split openings and retirements
            </TextAnchor>
          )}
        </div>
        <p className="text-sm text-gray-700">
          Access:{" "}
          {benchmark.accessMode === "open"
            ? "open: every signed-in user can download the files (downloads need an account, so each is logged with who made it)"
            : benchmark.accessMode === "auto"
              ? "request access (approved automatically)"
              : "request access (approved by a maintainer)"}
          .
        </p>
        <ReleaseTable
          slug={benchmark.slug}
          releases={benchmark.releases}
          canDownload={viewer !== null && benchmark.hasContentAccess}
          signInToDownload={viewer === null && benchmark.accessMode === "open"}
        />
      </section>
      <OfficialPrompts track={benchmark.track} versions={prompts} />
      <ClientCommands slug={benchmark.slug} host={env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`} />
    </div>
  );
}
