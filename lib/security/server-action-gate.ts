// Checks scripts/serve.ts makes on a Server Action request before Next.js reads it. Next.js
// refuses an action body over `serverActions.bodySizeLimit` and an action sent from another
// origin itself, but answers both with a 500 and a generic error; here they get 413 and 403
// with a sentence the caller can act on. No Next imports: serve.ts loads it outside the bundle.
import type { IncomingHttpHeaders } from "node:http";

/**
 * Largest Server Action request body, in bytes: next.config.ts's
 * `serverActions.bodySizeLimit` ("11mb", which Next.js reads as 11 × 1024 × 1024; a unit
 * test keeps the two equal). Page forms send files up to PAGE_FORM_FILE_MAX_BYTES (10 MB).
 */
export const SERVER_ACTION_MAX_BYTES = 11 * 1024 * 1024;

type ActionRequest = {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
};
type ActionRefusal = { status: 403 | 413; message: string };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * A request Next.js may treat as a Server Action: a POST with the Next-Action header (a
 * hydrated form), or a multipart POST to a page (a form sent before hydration; Next.js
 * finds its action id in the body). API routes under /api/ are not actions.
 */
export function isServerActionRequest(req: ActionRequest): boolean {
  if (req.method !== "POST") return false;
  if (req.headers["next-action"] !== undefined) return true;
  const path = (req.url ?? "").split("?")[0] ?? "";
  const type = String(one(req.headers["content-type"]) ?? "").toLowerCase();
  return type.startsWith("multipart/form-data") && !path.startsWith("/api/");
}

/**
 * The host the request was sent to, as Next.js reads it for its own check: the first
 * X-Forwarded-Host, else Host. A browser cannot set either on a cross-site request.
 */
function targetHost(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = one(headers["x-forwarded-host"])?.split(",")[0]?.trim();
  return forwarded || one(headers.host);
}

/** Origin's host; "null" for an opaque origin (sandboxed frame, some redirects); undefined when absent. */
function originHost(headers: IncomingHttpHeaders): string | undefined | false {
  const origin = one(headers.origin);
  if (origin === undefined) return undefined;
  if (origin === "null") return "null";
  try {
    return new URL(origin).host;
  } catch {
    return false;
  }
}

/**
 * Why a Server Action request is refused, or null to let Next.js handle it (which also
 * leaves every request that is not an action alone). Like Next.js, a request without Origin
 * passes: browsers send Origin on every cross-origin POST, so only hand-made requests lack it.
 */
export function refuseServerAction(
  req: ActionRequest,
  maxBytes = SERVER_ACTION_MAX_BYTES,
): ActionRefusal | null {
  if (!isServerActionRequest(req)) return null;
  const origin = originHost(req.headers);
  if (origin !== undefined && (origin === false || origin !== targetHost(req.headers)))
    return {
      status: 403,
      message:
        "This form was sent from another site. Open the page on this site and send the form from there.",
    };
  // Browsers always state the length of a form or a fetch of FormData. Without one (Next.js
  // forwarding an action between its own workers streams the body) Next.js counts the bytes
  // itself, as before.
  const bytes = Number(one(req.headers["content-length"]) ?? Number.NaN);
  if (!Number.isFinite(bytes)) return null;
  if (bytes > maxBytes)
    return {
      status: 413,
      message: `This form sent ${formatMb(bytes)}; a page form may send at most ${formatMb(maxBytes)}. Send smaller files, or upload large ones through the API.`,
    };
  return null;
}

const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
