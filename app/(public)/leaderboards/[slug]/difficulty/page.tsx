import { DifficultyView } from "@/components/leaderboard/difficulty-view";
import { Notice } from "@/components/ui/notice";
import { TextAnchor, TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { settleRefusal } from "@/lib/errors/page-errors";
import { readLeaderboardParams } from "@/lib/schemas/leaderboard";
import { withoutDisplayParams } from "@/lib/schemas/board-display";
import { getBoardDifficulty } from "@/lib/server/leaderboards/get-board-difficulty";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("leaderboard");
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A board's claim difficulties and abilities, for the board's own filters (DOMAIN.md §9). */
export default async function DifficultyPage({ params, searchParams }: Props) {
  const viewer = await guardPage("public");
  const { slug } = await params;
  const raw = withoutDisplayParams(readLeaderboardParams(await searchParams));
  const outcome = await settleRefusal(getBoardDifficulty(viewer, slug, raw), (err) => err.message);
  const search = new URLSearchParams(raw).toString();
  const api = `/api/v1/leaderboards/${slug}/difficulty${search ? `?${search}` : ""}`;
  const csv = (part: string) => `${api}${search ? "&" : "?"}format=csv&part=${part}`;
  return (
    <div className="space-y-6" data-layout="wide">
      <div>
        <p className="text-sm">
          <TextLink href="/leaderboards">Leaderboards</TextLink> /{" "}
          <TextLink href={`/leaderboards/${slug}${search ? `?${search}` : ""}`}>{slug}</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">Claim difficulty</h1>
        {outcome.value && <p className="text-sm text-gray-700">Splits {outcome.value.splits.join(", ")}</p>}
      </div>
      {outcome.error && <Notice tone="error">{outcome.error}</Notice>}
      {outcome.value && (
        <>
          <p className="flex flex-wrap gap-3 text-sm">
            <TextAnchor href={api}>JSON</TextAnchor>
            <TextAnchor href={csv("entries")}>CSV (models)</TextAnchor>
            <TextAnchor href={csv("periods")}>CSV (periods)</TextAnchor>
            {outcome.value.claims.length > 0 && <TextAnchor href={csv("claims")}>CSV (claims)</TextAnchor>}
          </p>
          <DifficultyView slug={slug} difficulty={outcome.value} />
        </>
      )}
    </div>
  );
}
