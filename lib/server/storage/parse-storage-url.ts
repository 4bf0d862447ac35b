/** Where STORAGE_URL points: a local folder, or a bucket and key prefix on an S3-compatible store. */
type StorageLocation = { kind: "folder"; root: string } | { kind: "s3"; bucket: string; prefix: string };

/**
 * `s3://bucket` or `s3://bucket/some/prefix` (the prefix gets a trailing "/"), anything else
 * is a folder path (relative paths are relative to the working directory).
 */
export function parseStorageUrl(url: string): StorageLocation {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!s3) return { kind: "folder", root: url.startsWith("file://") ? new URL(url).pathname : url };
  const prefix = (s3[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { kind: "s3", bucket: s3[1] ?? "", prefix: prefix === "" ? "" : `${prefix}/` };
}
