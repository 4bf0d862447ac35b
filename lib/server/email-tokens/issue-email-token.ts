import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db";
import { hashTokenSecret } from "@/lib/security/token-secret";

export type EmailTokenPurpose = "verify_email" | "reset_password";

/**
 * How long a link works. A reset link grants the account, so it is short-lived (OWASP
 * Forgot Password Cheat Sheet); a confirmation link only proves the address.
 */
const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  reset_password: 3_600_000,
};

/**
 * Creates a single-use link secret for `userId` and retires the user's earlier unused links
 * of the same purpose, so only the newest email works. Only the sha256 is stored: the
 * secret has 256 bits of entropy, so a fast hash is enough (as for API tokens).
 */
export async function issueEmailToken(
  tx: Tx,
  input: { userId: string; email: string; purpose: EmailTokenPurpose },
  now = new Date(),
): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  await tx.emailToken.updateMany({
    where: { userId: input.userId, purpose: input.purpose, usedAt: null },
    data: { usedAt: now },
  });
  await tx.emailToken.create({
    data: {
      userId: input.userId,
      purpose: input.purpose,
      email: input.email,
      tokenHash: hashTokenSecret(secret),
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[input.purpose]),
    },
  });
  return secret;
}
