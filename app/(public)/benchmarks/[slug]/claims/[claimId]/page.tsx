import { TextLink } from "@/components/ui/text-link";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/auth/guard-page";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { getClaim } from "@/lib/server/benchmarks/get-claim";
import { isAppError } from "@/lib/errors/app-error";
import { BenchmarkHeader } from "@/components/datasets/benchmark-header";
import { ClaimDetail } from "@/components/datasets/claim-detail";
import { ClaimDifficulty } from "@/components/datasets/claim-difficulty";
import { getBoardDifficulty } from "@/lib/server/leaderboards/get-board-difficulty";
import { AccessGateCard } from "@/components/access/access-gate-card";
import { getAccessGate } from "@/lib/server/access/get-access-gate";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";
import { SealedSplitNotice } from "@/components/datasets/sealed-split-notice";

export const generateMetadata = benchmarkMetadata("claim");

type Props = { params: Promise<{ slug: string; claimId: string }> };

const orNotFound = (err: unknown) =>
  isAppError(err) && err.status === 404 ? notFound() : Promise.reject(err);

export default async function ClaimPage({ params }: Props) {
  const viewer = await guardPage("public");
  const { slug, claimId } = await params;
  if (claimId.length > 300) notFound();
  const benchmark = await getBenchmark(viewer, slug).catch(orNotFound);
  const claim = await getClaim(viewer, slug, claimId).catch(orNotFound);
  // Its split's board lists difficulties of public-label claims only; none otherwise (or no board yet).
  const board = claim.canRead
    ? await getBoardDifficulty(viewer, slug, { splits: claim.split.name }).catch(() => null)
    : null;
  const difficulty = board?.claims.find((c) => c.claimId === claim.claimId) ?? null;
  return (
    <div className="space-y-6">
      <BenchmarkHeader benchmark={benchmark} current="claims" />
      <p className="text-sm">
        <TextLink href={`/benchmarks/${slug}/claims?quarter=${claim.split.name}`}>
          All claims of split {claim.split.name}
        </TextLink>
      </p>
      {claim.canRead ? (
        <>
          {difficulty && board && (
            <ClaimDifficulty
              slug={slug}
              split={claim.split.name}
              track={board.benchmark.track}
              difficulty={difficulty}
            />
          )}
          <ClaimDetail claim={claim} signedIn={viewer !== null} />
        </>
      ) : claim.sealed ? (
        <SealedSplitNotice splits={[claim.split.name]} canMaintain={false} />
      ) : (
        <AccessGateCard
          slug={slug}
          title={benchmark.title}
          signedIn={viewer !== null}
          {...await getAccessGate(viewer, slug)}
        />
      )}
    </div>
  );
}
