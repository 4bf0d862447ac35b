import "server-only";
import type { Tx } from "@/lib/db";
import { hashTokenSecret } from "@/lib/security/token-secret";
import { AppError } from "@/lib/errors/app-error";
import type { EmailTokenPurpose } from "./issue-email-token";

/** What an expired, used, replaced or made-up link is told: the same for each, on purpose. */
const DEAD_LINK_MESSAGE =
  "This link has expired or was already used. Ask for a new one; only the newest link we sent works.";

/**
 * Marks the link used and returns whose it is. The conditional update is the single-use
 * check: of two requests racing with one link, exactly one changes the row. Throws a 400
 * with DEAD_LINK_MESSAGE otherwise. The caller's transaction holds the change it unlocks.
 */
export async function consumeEmailToken(
  tx: Tx,
  secret: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<{ id: string; userId: string; email: string }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) throw new AppError("BAD_REQUEST", DEAD_LINK_MESSAGE);
  const tokenHash = hashTokenSecret(secret);
  const used = await tx.emailToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) throw new AppError("BAD_REQUEST", DEAD_LINK_MESSAGE);
  const row = await tx.emailToken.findUniqueOrThrow({
    where: { tokenHash },
    select: { id: true, userId: true, email: true },
  });
  return row;
}
