import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { cookies } from "next/headers";
import { mentionsSessionCookie } from "@/lib/security/session-cookie";
import { authOptions } from "@/lib/auth/options";
import { getSessionUser, type SessionUser } from "@/lib/server/sessions/sessions";

/** The signed-in user for this request, checked against the server-side session. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  if (!(await hasSessionCookie())) return null;
  const session = await getServerSession(authOptions);
  if (!session?.sid) return null;
  return getSessionUser(session.sid);
});

/**
 * Whether the request carries a next-auth session cookie (plain, __Secure- or chunked).
 * Without one there is no session, and the JWT and CSRF work of getServerSession is skipped.
 */
async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some((c) => mentionsSessionCookie(c.name));
}
