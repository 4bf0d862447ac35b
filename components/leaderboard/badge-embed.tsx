import { CopyableBlock } from "@/components/ui/copy-button";

/**
 * A model's badge on one board with the snippets that embed it (Markdown for a README, HTML
 * for a page); the badge links back to the model's page on that board.
 */
export function BadgeEmbed({
  host,
  slug,
  modelId,
  modelName,
  title,
}: {
  host: string;
  slug: string;
  modelId: string;
  modelName: string;
  title: string;
}) {
  const base = host.replace(/\/+$/, "");
  const image = `${base}/api/v1/badges/${slug}/${modelId}`;
  const page = `${base}/leaderboards/${slug}/models/${modelId}`;
  const alt = `${modelName} on the ${title} leaderboard (LiveCheck)`;
  const markdown = `[![${alt}](${image})](${page})`;
  const html = `<a href="${page}"><img src="${image}" alt="${alt.replace(/"/g, "&quot;")}"></a>`;
  return (
    <section className="space-y-2" aria-labelledby="badge" data-testid="badge-embed">
      <h2 id="badge" className="text-lg font-semibold">
        Badge
      </h2>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG from our own API, sized by itself */}
      <img src={`/api/v1/badges/${slug}/${modelId}`} alt={alt} data-testid="badge-image" />
      <p className="text-sm text-gray-700">
        Its rank and score on this board&apos;s default view, updated as the board changes. Embed it:
      </p>
      <h3 className="text-sm font-medium">Markdown</h3>
      <CopyableBlock text={markdown} label="badge Markdown" testId="badge-markdown" />
      <h3 className="text-sm font-medium">HTML</h3>
      <CopyableBlock text={html} label="badge HTML" testId="badge-html" />
    </section>
  );
}
