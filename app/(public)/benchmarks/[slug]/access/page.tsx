import { TextLink } from "@/components/ui/text-link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { listCountries } from "@/lib/schemas/countries";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { toAccessStatusDto } from "@/lib/server/access/to-access-status-dto";
import { getBenchmarkContact } from "@/lib/server/access/get-benchmark-contact";
import { listReleaseFiles } from "@/lib/server/downloads/list-release-files";
import { AccessStatusPanel } from "@/components/access/access-status-panel";
import { RequestAccessForm } from "@/components/access/request-access-form";
import { ReleaseFileList } from "@/components/access/release-file-list";
import { DownloadStarter } from "@/components/access/download-starter";
import { releaseFileHref } from "@/lib/server/downloads/file-paths";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("access");
export const dynamic = "force-dynamic";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });
/** `download` (and `release`): the file a visitor signed in to download (lib/server/downloads/file-paths.ts). */
const searchSchema = z.object({
  download: z.string().min(1).max(300).optional().catch(undefined),
  release: z.string().min(1).max(100).optional().catch(undefined),
});

export default async function BenchmarkAccessPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await guardPage("public");
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { slug } = parsed.data;
  const asked = searchSchema.parse(await searchParams);
  const status = await getAccessStatus(user, slug).catch(throwPageError);
  const dto = toAccessStatusDto(status);
  const { benchmark } = status;
  const files = await listReleaseFiles(benchmark);
  const contact = await getBenchmarkContact(benchmark.id);
  const edit =
    dto.status === "pending"
      ? { label: "Update my request", submitLabel: "Send the updated request" }
      : dto.status === "rejected"
        ? { label: "Correct my answers and ask again", submitLabel: "Ask again" }
        : null;
  // Approved and revoked users see what they sent, read-only; a revoked user cannot re-ask (request-access.ts).
  const showForm = user !== null && dto.status !== "open" && dto.status !== "maintainer";
  const canDownload = user !== null && dto.hasAccess;
  // The newest published file of that name unless a release is named.
  const wanted = asked.download
    ? files.find(
        (f) => f.name === asked.download && (asked.release ? f.version === asked.release : f.publishedAt),
      )
    : undefined;
  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-1">
        <p className="text-sm">
          <TextLink href={`/benchmarks/${slug}`}>{benchmark.title}</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">Access to {benchmark.title}</h1>
      </div>
      {wanted && canDownload && (
        <DownloadStarter name={wanted.name} href={releaseFileHref(slug, wanted.name, wanted.version)} />
      )}
      <section aria-labelledby="terms" className="space-y-2">
        <h2 id="terms" className="text-lg font-semibold">
          Terms of use
        </h2>
        {benchmark.terms ? (
          <div
            data-testid="terms"
            className="whitespace-pre-wrap rounded border border-gray-200 bg-white p-4 text-sm"
          >
            {benchmark.terms}
          </div>
        ) : (
          <p className="text-sm text-gray-700">The maintainers have not written terms beyond the licence.</p>
        )}
      </section>
      <AccessStatusPanel
        state={dto.status}
        mode={dto.mode}
        reason={dto.reason}
        requestedAt={dto.requestedAt}
        decidedAt={dto.decidedAt}
        usualWaitSeconds={dto.usualWaitSeconds}
        signedIn={user !== null}
        contact={contact}
      />
      {!user && dto.status !== "open" && (
        <p className="text-sm">
          <TextLink href={`/signin?callbackUrl=${encodeURIComponent(`/benchmarks/${slug}/access`)}`}>
            Sign in
          </TextLink>{" "}
          to request access.
        </p>
      )}
      {showForm && (
        <RequestAccessForm
          slug={slug}
          fields={benchmark.requestFields}
          countries={benchmark.requestFields.some((f) => f.kind === "country") ? listCountries() : []}
          sent={dto.answers}
          edit={edit}
        />
      )}
      <section aria-labelledby="files" className="space-y-2">
        <h2 id="files" className="text-lg font-semibold">
          Files
        </h2>
        <p className="text-sm text-gray-700">
          Check a download with <code>sha256sum</code>: the checksum is also sent as the{" "}
          <code>X-Checksum-Sha256</code> header.
        </p>
        <ReleaseFileList
          slug={slug}
          canDownload={canDownload}
          signInToDownload={!user && dto.status === "open"}
          files={files.map((f) => ({
            id: f.id,
            name: f.name,
            kind: f.kind,
            bytes: f.bytes,
            sha256: f.sha256,
            version: f.version,
            published: f.publishedAt !== null,
          }))}
        />
        {!user && dto.status === "open" && (
          <p className="text-sm">
            Downloads need an account, even on this open benchmark: every download is logged with who made it.
            Sign in from a file and you come back here with its download started.
          </p>
        )}
      </section>
    </div>
  );
}
