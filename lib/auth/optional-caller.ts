import "server-only";
import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/current-user";
import { authenticateToken } from "@/lib/server/tokens/authenticate-token";
import type { Actor } from "@/lib/vocabulary";

/**
 * For public routes that show more to maintainers: the caller when a token or a session is
 * presented, null otherwise. A bad token is still a 401, never silently anonymous.
 */
export async function getCurrentCallerOrNull(req: NextRequest): Promise<Actor | null> {
  const header = req.headers.get("authorization");
  if (header !== null) {
    const caller = await authenticateToken(header);
    return caller.scopes.includes("read") ? caller : null;
  }
  return getCurrentUser();
}
