// The addresses of a release file as people meet them (pure: server and page components share it).

/** The API address that checks access and answers with a fresh signed download link (a 302). */
export function releaseFileHref(slug: string, name: string, version: string): string {
  return `/api/v1/benchmarks/${encodeURIComponent(slug)}/files/${encodeURIComponent(name)}?release=${encodeURIComponent(version)}`;
}

/**
 * Where a visitor who must sign in first comes back to: the benchmark's files, which start
 * this file's download once they may download it (`?download=<name>&release=<version>`).
 */
function fileReturnPath(slug: string, name: string, version?: string): string {
  const query = new URLSearchParams({ download: name, ...(version ? { release: version } : {}) });
  return `/benchmarks/${encodeURIComponent(slug)}/access?${query}`;
}

/** The sign-in page, coming back to the file afterwards. */
export function signInForFileHref(slug: string, name: string, version?: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(fileReturnPath(slug, name, version))}`;
}
