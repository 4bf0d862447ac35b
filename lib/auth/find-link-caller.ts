import "server-only";
import type { Actor } from "@/lib/vocabulary";
import { getCurrentUser } from "@/lib/auth/current-user";
import { authenticateToken } from "@/lib/server/tokens/authenticate-token";

/**
 * Who is following a download link, if anyone says: a Bearer token (checked; a bad one is
 * 401) or the session cookie. Null when the request carries neither, as with a link pasted
 * into wget; the signature then stands for the user.
 */
export async function findLinkCaller(req: Request): Promise<Actor | null> {
  const header = req.headers.get("authorization");
  if (header !== null) return authenticateToken(header);
  return getCurrentUser();
}
