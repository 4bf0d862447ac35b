// Signed-in visitors who see a page exactly as a signed-out visitor does (researchers on a
// leaderboard, maintainers of other benchmarks) get the signed-out render, so the page
// micro-cache (page-cache.ts) can serve them too. scripts/serve.ts asks the app which
// class a visitor is in (classifyPageViewer, registered by instrumentation.ts), and for
// "public" removes the session cookie from the request before the cache and Next.js see it:
// what is rendered and kept is then, byte for byte, what a signed-out visitor gets, and a
// render made with a session (a maintainer's exact values) is never kept, because the cache
// refuses every request that still carries a session cookie. The user's own header links
// are filled in by the browser (components/layout/client-session-links.tsx).
import type { IncomingMessage } from "node:http";
import { mentionsSessionCookie } from "@/lib/security/session-cookie";
import { processSingleton } from "@/lib/process-singleton";

/** Set by scripts/serve.ts (a client-sent value is dropped) on renders shared with signed-in visitors. */
export const SHARED_RENDER_HEADER = "x-livecheck-shared-render";

export type PageViewerClass = "public" | "personal";
type ClassifyPageViewer = (cookieHeader: string, pathname: string) => Promise<PageViewerClass>;

/** Where the app puts its classifier: Next.js bundles it, scripts/serve.ts runs outside the bundle. */
const registry = processSingleton("livecheckPageViewerClassifier", () => ({
  classify: null as ClassifyPageViewer | null,
}));

export function registerPageViewerClassifier(classify: ClassifyPageViewer): void {
  registry.classify = classify;
}

/** The Cookie header without the session cookie (other cookies stay). */
function withoutSessionCookie(cookieHeader: string): string {
  return cookieHeader
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c !== "" && !mentionsSessionCookie(c.split("=")[0] ?? ""))
    .join("; ");
}

/**
 * For a document GET of a path in `paths`: marks the request as a shared render and, when
 * the visitor's session is of the "public" class, removes the session cookie. Anything
 * else (client-router requests, other paths, no classifier yet, a classifier error) is left
 * as it came, so it renders with the visitor's session and is never cached.
 */
export async function prepareSharedRender(req: IncomingMessage, paths: RegExp[]): Promise<void> {
  delete req.headers[SHARED_RENDER_HEADER];
  const [pathname = "", search = ""] = (req.url ?? "").split("?");
  if (req.method !== "GET" || !paths.some((p) => p.test(pathname))) return;
  // A contamination-controlled board counts the visitor's own private models (loadContaminationContext).
  if (new URLSearchParams(search).has("controlled")) return;
  if (
    req.headers.rsc !== undefined ||
    req.headers["next-action"] !== undefined ||
    req.headers["next-router-prefetch"] !== undefined
  )
    return;
  const cookie = req.headers.cookie ?? "";
  if (mentionsSessionCookie(cookie)) {
    const classify = registry.classify;
    const viewerClass = classify
      ? await classify(cookie, pathname).catch(() => "personal" as const)
      : "personal";
    if (viewerClass !== "public") return;
    const rest = withoutSessionCookie(cookie);
    if (rest) req.headers.cookie = rest;
    else delete req.headers.cookie;
  }
  req.headers[SHARED_RENDER_HEADER] = "1";
}
