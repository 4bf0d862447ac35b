/**
 * Whether a request is a person's browser opening a page (following a link, typing a URL),
 * as opposed to a script or fetch. Browsers say so in Sec-Fetch-Mode; older ones are known
 * by asking for HTML first. curl, wget and API clients send neither and keep getting JSON.
 */
export function isBrowserNavigation(headers: Headers): boolean {
  const mode = headers.get("sec-fetch-mode");
  if (mode !== null) return mode === "navigate";
  const accept = headers.get("accept") ?? "";
  const first = accept.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("text/html");
}
