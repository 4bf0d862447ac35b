import "server-only";
import { db } from "@/lib/db";
import { hashTokenSecret, isWellFormedToken } from "@/lib/security/token-secret";
import { AppError } from "@/lib/errors/app-error";
import { ROLES, TOKEN_SCOPES, type Role, type TokenScope } from "@/lib/security/roles";
import { decodeEnumColumn } from "@/lib/db-columns";

type TokenCaller = {
  id: string;
  email: string;
  name: string;
  role: Role;
  scopes: TokenScope[];
  tokenId: string;
};

/**
 * Resolves an `Authorization` header to its user. Any problem is a 401 with a message
 * that says which (missing, malformed, unknown or revoked) but never whose token it was.
 */
export async function authenticateToken(header: string | null): Promise<TokenCaller> {
  if (!header)
    throw new AppError("UNAUTHORIZED", "Missing Authorization header: send 'Authorization: Bearer <token>'");
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1] || !isWellFormedToken(match[1]))
    throw new AppError("UNAUTHORIZED", "Malformed token: expected 'Bearer lc_…'");
  const token = await db.apiToken.findUnique({
    where: { tokenHash: hashTokenSecret(match[1]) },
    select: {
      id: true,
      scopes: true,
      revokedAt: true,
      lastUsedAt: true,
      user: { select: { id: true, email: true, name: true, role: true, disabledAt: true } },
    },
  });
  if (!token) throw new AppError("UNAUTHORIZED", "Unknown token");
  if (token.revokedAt) throw new AppError("UNAUTHORIZED", "This token was revoked");
  if (token.user.disabledAt)
    throw new AppError("UNAUTHORIZED", "This account is disabled; its tokens do not work");
  if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > 60_000) {
    // Recorded to the minute: a write on every call would serialize SQLite.
    await db.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
  }
  const { disabledAt: _disabled, ...user } = token.user;
  return {
    ...user,
    role: decodeEnumColumn(ROLES, user.role, { table: "User", id: user.id, column: "role" }),
    scopes: token.scopes
      .split(" ")
      .filter((s) => s !== "")
      .map((s) => decodeEnumColumn(TOKEN_SCOPES, s, { table: "ApiToken", id: token.id, column: "scopes" })),
    tokenId: token.id,
  };
}
