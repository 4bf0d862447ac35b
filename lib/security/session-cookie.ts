/**
 * next-auth's session cookie, as plain, `__Secure-`-prefixed or chunked (`.0`, `.1`) name.
 * The app reads sessions through next-auth; this only tells whether a request could have one.
 */
export const SESSION_COOKIE = "next-auth.session-token";

/** True when a cookie name (or a whole Cookie header) mentions the session cookie. */
export function mentionsSessionCookie(text: string): boolean {
  return text.includes(SESSION_COOKIE);
}
