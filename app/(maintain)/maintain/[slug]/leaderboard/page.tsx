import { TextLink } from "@/components/ui/text-link";
import { formatCount } from "@/lib/format";
import { guardPage } from "@/lib/auth/guard-page";
import { getLeaderboardSettings } from "@/lib/server/maintain/get-leaderboard-settings";
import { throwPageError } from "@/lib/errors/page-errors";
import { LeaderboardSettingsForm } from "@/components/maintain/leaderboard-settings-form";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";
import { SubmissionModeration } from "@/components/maintain/submission-moderation";

export const generateMetadata = benchmarkMetadata("leaderboard settings");

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function LeaderboardSettingsPage({ params, searchParams }: Props) {
  const user = await guardPage("maintainer");
  const { slug } = await params;
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const settings = await getLeaderboardSettings(user, slug, {
    q: first(raw.q) ?? "",
    page: first(raw.page) ?? "1",
  }).catch(throwPageError);
  const pages = Math.max(1, Math.ceil(settings.total / settings.pageSize));
  const href = (page: number) =>
    `/maintain/${slug}/leaderboard?${new URLSearchParams({ ...(settings.q ? { q: settings.q } : {}), page: String(page) }).toString()}`;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">Leaderboard settings: {settings.title}</h1>
      <LeaderboardSettingsForm
        slug={slug}
        representative={settings.representative}
        dailyQuota={settings.dailyQuota}
      />
      <section className="space-y-3" aria-labelledby="public-submissions">
        <h2 id="public-submissions" className="text-lg font-semibold">
          Public scored submissions
        </h2>
        <p className="text-sm text-gray-700">
          Hiding takes a submission off every leaderboard view; its owner keeps it and reads your reason.
          Every change is audited.
        </p>
        <form method="get" className="flex flex-wrap items-end gap-2" role="search">
          <label className="flex min-w-0 flex-1 flex-col text-sm">
            Search model, organisation, submitter or description
            <input name="q" defaultValue={settings.q} maxLength={200} className="rounded border px-2 py-2" />
          </label>
          <button type="submit" className="rounded border bg-white px-4 py-2 text-sm">
            Search
          </button>
        </form>
        <p className="text-sm" data-testid="moderation-total">
          {formatCount(settings.total)} submission(s){settings.q ? ` matching “${settings.q}”` : ""} · page{" "}
          {Math.min(settings.page, pages)} of {pages}
        </p>
        {settings.submissions.length === 0 ? (
          <p className="text-sm text-gray-700">{settings.q ? "No submission matches." : "None yet."}</p>
        ) : (
          <SubmissionModeration slug={slug} submissions={settings.submissions} metric={settings.metric} />
        )}
        <nav aria-label="Pages" className="flex gap-4 text-sm">
          {settings.page > 1 && <TextLink href={href(settings.page - 1)}>Previous page</TextLink>}
          {settings.page < pages && <TextLink href={href(settings.page + 1)}>Next page</TextLink>}
        </nav>
      </section>
    </div>
  );
}
