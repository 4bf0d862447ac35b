import "server-only";
import { db } from "@/lib/db";
import { recordAccountEvent } from "./record-account-event";

/**
 * Finds or creates the user for an OAuth identity. An identity is linked to an existing
 * account by email only because the sign-in callback passes only addresses the provider
 * verified (`decideOAuthEmail`, lib/auth/oauth-email.ts), which also verifies the account's address. Linking to an account whose address was never verified
 * drops its password and sessions: whoever set them had not proved the mailbox, and could
 * be someone who registered the address before its owner (pre-account takeover).
 */
export async function linkOAuthUser(input: {
  provider: string;
  providerAccountId: string;
  email: string;
  name: string;
}): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  return db.$transaction(async (tx) => {
    const account = await tx.account.findUnique({
      where: {
        provider_providerAccountId: { provider: input.provider, providerAccountId: input.providerAccountId },
      },
      select: { userId: true },
    });
    if (account) {
      // Linked before addresses were verified: the provider vouches for it now.
      await tx.user.updateMany({
        where: { id: account.userId, email, emailVerifiedAt: null },
        data: { emailVerifiedAt: new Date() },
      });
      return { id: account.userId };
    }
    const now = new Date();
    const existing = await tx.user.findUnique({
      where: { email },
      select: { id: true, emailVerifiedAt: true },
    });
    const user =
      existing ??
      (await tx.user.create({
        data: { email, name: input.name, role: "researcher", emailVerifiedAt: now },
        select: { id: true },
      }));
    if (existing && !existing.emailVerifiedAt) {
      await tx.user.update({
        where: { id: existing.id },
        data: { emailVerifiedAt: now, passwordHash: null },
      });
      await tx.session.deleteMany({ where: { userId: existing.id } });
      await recordAccountEvent(tx, existing.id, "user.verify_email", {
        email,
        via: input.provider,
        passwordCleared: true,
      });
    }
    await tx.account.create({
      data: { userId: user.id, provider: input.provider, providerAccountId: input.providerAccountId },
    });
    await recordAccountEvent(tx, user.id, "user.link_oauth", { provider: input.provider });
    return { id: user.id };
  });
}
