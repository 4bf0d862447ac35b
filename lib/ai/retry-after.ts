// How long an endpoint asked us to wait before the next request.

/**
 * Milliseconds from `retry-after-ms` (OpenAI's own header), else from `Retry-After`
 * (seconds, or an HTTP date), or null when neither is present and valid. Negative and
 * unparseable values are ignored; a date in the past means 0.
 */
export function parseRetryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms)) && Number(ms) >= 0)
    return Math.round(Number(ms));
  const value = headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
