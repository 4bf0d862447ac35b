// The Content-Security-Policy of pages (set per request by proxy.ts) and of API answers
// (next.config.ts), and Strict-Transport-Security (scripts/serve.ts). No Next imports.

/**
 * A fresh nonce for one page render: 128 random bits, base64. Next.js reads it back from
 * the request's Content-Security-Policy header and puts it on every script it writes.
 */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A page's policy. Scripts run only with this render's nonce; 'strict-dynamic' lets those
 * scripts load the page's chunks ('self' is a fallback for browsers without it). Styles
 * keep 'unsafe-inline': React writes style attributes, which nonces do not cover, and a
 * style cannot run code. Development needs 'unsafe-eval' (React's error overlays).
 */
export function pageContentSecurityPolicy(nonce: string, isDev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The nonce a page policy names, or null. */
export function nonceOfPolicy(policy: string | null | undefined): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null;
}

/** API answers are JSON, files, or a small HTML page about a refused download (inline style, no script). */
export const API_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

/**
 * Strict-Transport-Security for a public address served over https (two years, with
 * subdomains); null for http, where the header would be ignored, or misread by a proxy
 * that terminates TLS for some names only.
 */
export function strictTransportSecurity(publicUrl: string | undefined): string | null {
  return publicUrl?.toLowerCase().startsWith("https://") ? "max-age=63072000; includeSubDomains" : null;
}
