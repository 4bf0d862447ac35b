import { TextLink } from "@/components/ui/text-link";
import { formatCount } from "@/lib/format";
import type { BenchmarkOverview } from "@/lib/server/benchmarks/get-benchmark";
import { TextAnchor } from "@/components/ui/text-link";
import { releaseFileHref, signInForFileHref } from "@/lib/server/downloads/file-paths";

/**
 * Releases with their files and published sha256 checksums; download links only for users
 * with access. `signInToDownload` (an open benchmark, a signed-out visitor): each file links to
 * sign-in, which comes back to the file. A file holding a sealed split's claims (withheld from
 * this viewer) says so instead of linking.
 */
export function ReleaseTable({
  slug,
  releases,
  canDownload,
  signInToDownload = false,
}: {
  slug: string;
  releases: BenchmarkOverview["releases"];
  canDownload: boolean;
  signInToDownload?: boolean;
}) {
  if (releases.length === 0) return <p className="text-sm text-gray-700">No published release yet.</p>;
  return (
    <div className="space-y-4">
      {releases.map((r) => (
        <div key={r.version} className="rounded border bg-white p-3">
          <p className="font-medium">
            Release {r.version} ·{" "}
            {r.publishedAt ? `published ${r.publishedAt.slice(0, 10)}` : "not published (maintainers only)"}
            {!r.publishedAt && r.files.length === 0 && (
              <>
                {" "}
                · <TextLink href={`/maintain/${slug}/publish`}>Review and publish</TextLink>
              </>
            )}
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {r.files.map((f) => (
              <li key={f.name} className="break-all">
                {f.sealedSplits.length > 0 ? (
                  <span>
                    {f.name} (holds sealed split {f.sealedSplits.join(", ")}: maintainers only until retired)
                  </span>
                ) : canDownload ? (
                  <TextAnchor href={releaseFileHref(slug, f.name, r.version)}>{f.name}</TextAnchor>
                ) : signInToDownload ? (
                  <>
                    {f.name} (
                    <TextLink href={signInForFileHref(slug, f.name, r.version)}>sign in to download</TextLink>
                    )
                  </>
                ) : (
                  <span>{f.name}</span>
                )}{" "}
                ({formatCount(f.bytes)} bytes) sha256 <code data-testid={`sha256-${f.name}`}>{f.sha256}</code>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
