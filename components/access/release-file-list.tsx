import { TextAnchor } from "@/components/ui/text-link";
export type FileRow = {
  id: string;
  name: string;
  kind: string;
  bytes: number;
  sha256: string;
  version: string;
  published: boolean;
};

const size = (n: number) =>
  n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} B`;

/** Release files with their published sha256; download links only for users with access. */
export function ReleaseFileList({
  slug,
  files,
  canDownload,
}: {
  slug: string;
  files: FileRow[];
  canDownload: boolean;
}) {
  if (files.length === 0) return <p className="text-sm text-gray-700">No files have been published yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th className="p-2">File</th>
            <th className="p-2">Release</th>
            <th className="p-2">Size</th>
            <th className="p-2">sha256</th>
          </tr>
        </thead>
        <tbody>
          {files.map((f) => {
            const href = `/api/v1/benchmarks/${encodeURIComponent(slug)}/files/${encodeURIComponent(f.name)}?release=${encodeURIComponent(f.version)}`;
            return (
              <tr key={f.id} className="border-t" data-testid={`file-${f.name}`}>
                <td className="p-2">
                  {canDownload ? (
                    <TextAnchor href={href} download>
                      {f.name}
                    </TextAnchor>
                  ) : (
                    f.name
                  )}
                </td>
                <td className="p-2">
                  {f.version}
                  {f.published ? "" : " (unpublished)"}
                </td>
                <td className="p-2">{size(f.bytes)}</td>
                <td className="p-2">
                  <code data-testid="sha256" className="break-all font-mono text-xs">
                    {f.sha256}
                  </code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
