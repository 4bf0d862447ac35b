import { guardPage } from "@/lib/auth/guard-page";
import { getLeaderboardSettings } from "@/lib/server/maintain/get-leaderboard-settings";
import { throwPageError } from "@/lib/errors/throw-page-error";
import { LeaderboardSettingsForm } from "@/components/maintain/leaderboard-settings-form";
import { benchmarkMetadata } from "@/lib/server/titles/page-metadata";

export const generateMetadata = benchmarkMetadata("leaderboard settings");

export default async function LeaderboardSettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await guardPage("maintainer");
  const { slug } = await params;
  const settings = await getLeaderboardSettings(user, slug).catch(throwPageError);
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Leaderboard settings: {settings.title}</h1>
      <LeaderboardSettingsForm slug={slug} representative={settings.representative} dailyQuota={settings.dailyQuota} submissions={settings.submissions} />
    </div>
  );
}
