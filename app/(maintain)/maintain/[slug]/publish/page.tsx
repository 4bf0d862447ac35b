import { TextLink } from "@/components/ui/text-link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { firstValues } from "@/lib/schemas/claims-query";
import { getDraftPreview } from "@/lib/server/bundles/get-draft-preview";
import { getImportSummary } from "@/lib/server/bundles/get-import-summary";
import { DraftPreview } from "@/components/maintain/draft-preview";
import { ImportSummary } from "@/components/maintain/import-summary";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("publish a release");
export const dynamic = "force-dynamic";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });
const searchSchema = z.object({ published: z.string().min(1).max(100).optional().catch(undefined) });

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A draft release's preview and its Publish button; after publishing, what changed. */
export default async function PublishPage({ params, searchParams }: Props) {
  const user = await guardPage("maintainer");
  const { slug } = paramsSchema.parse(await params);
  const { published } = searchSchema.parse(firstValues(await searchParams));
  const summary = published ? await getImportSummary(user, slug, published).catch(throwPageError) : null;
  const preview = summary ? null : await getDraftPreview(user, slug).catch(throwPageError);
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <p className="text-sm">
          <TextLink href="/maintain">Maintain</TextLink> / <TextLink href="/maintain/import">Import</TextLink>{" "}
          / {slug}
        </p>
        <h1 className="text-2xl font-semibold">
          {summary ? `Published ${summary.release} of ${slug}` : `Review and publish: ${slug}`}
        </h1>
      </div>
      {summary && <ImportSummary summary={summary} />}
      {preview && <DraftPreview preview={preview} />}
      {!summary && !preview && (
        <p className="text-sm" data-testid="no-draft">
          No release of {slug} waits for publication.{" "}
          <TextLink href="/maintain/import">Import a bundle</TextLink>
        </p>
      )}
    </div>
  );
}
