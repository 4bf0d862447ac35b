import { TextAnchor, TextLink } from "@/components/ui/text-link";
import { releaseFileHref, signInForFileHref } from "@/lib/server/downloads/file-paths";
import { Table, Td, Th } from "@/components/ui/table";
import type { ReleaseFileRow } from "@/lib/server/downloads/list-release-files";

/** A release file as the page shows it: published or still a draft's. */
type FileRow = Omit<ReleaseFileRow, "publishedAt"> & { published: boolean };

const size = (n: number) =>
  n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} B`;

/**
 * Release files with their published sha256; download links only for users with access, and
 * on an open benchmark a signed-out visitor's link to sign in and come back to the file.
 */
export function ReleaseFileList({
  slug,
  files,
  canDownload,
  signInToDownload = false,
}: {
  slug: string;
  files: FileRow[];
  canDownload: boolean;
  signInToDownload?: boolean;
}) {
  if (files.length === 0) return <p className="text-sm text-gray-700">No files have been published yet.</p>;
  return (
    <Table>
      <thead>
        <tr>
          <Th>File</Th>
          <Th>Release</Th>
          <Th>Size</Th>
          <Th>sha256</Th>
        </tr>
      </thead>
      <tbody>
        {files.map((f) => {
          const href = releaseFileHref(slug, f.name, f.version);
          return (
            <tr key={f.id} data-testid={`file-${f.name}`}>
              <Td>
                {canDownload ? (
                  <TextAnchor href={href} download>
                    {f.name}
                  </TextAnchor>
                ) : signInToDownload ? (
                  <>
                    {f.name}{" "}
                    <TextLink href={signInForFileHref(slug, f.name, f.version)} className="text-sm">
                      sign in to download
                    </TextLink>
                  </>
                ) : (
                  f.name
                )}
              </Td>
              <Td>
                {f.version}
                {f.published ? "" : " (unpublished)"}
              </Td>
              <Td>{size(f.bytes)}</Td>
              <Td>
                <code data-testid="sha256" className="break-all font-mono text-xs">
                  {f.sha256}
                </code>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
