/** Methods that change nothing, so a cross-site request with them cannot do harm. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request that carries the session cookie was sent by another site's page
 * (cross-site request forgery). SameSite=Lax already keeps the cookie off most of those;
 * this also refuses sibling subdomains ("same-site") and browsers that ignore SameSite.
 * Browsers say where a request comes from in Sec-Fetch-Site; without it (older browsers)
 * the Origin header, when present, must name the host the request went to: the Host
 * header, the X-Forwarded-Host a reverse proxy set, or `publicHost` (NEXTAUTH_URL's). A
 * page on another site cannot add X-Forwarded-Host (a custom header needs a CORS
 * preflight), so accepting it does not open a way in. Clients other than browsers send
 * neither header and cannot be tricked into sending a cookie, so they pass.
 */
export function isCrossSite(method: string, headers: Headers, publicHost?: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  const origin = headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const hosts = [headers.get("host"), forwarded, publicHost].filter((h): h is string => Boolean(h));
  try {
    return !hosts.includes(new URL(origin).host);
  } catch {
    return true;
  }
}
