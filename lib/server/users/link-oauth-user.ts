import "server-only";
import { db } from "@/lib/db";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";

/**
 * Finds or creates the user for an OAuth identity. An identity is linked to an existing
 * account by email only because GitHub and Google return verified addresses.
 */
export async function linkOAuthUser(input: { provider: string; providerAccountId: string; email: string; name: string }): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  return db.$transaction(async (tx) => {
    const account = await tx.account.findUnique({
      where: { provider_providerAccountId: { provider: input.provider, providerAccountId: input.providerAccountId } },
      select: { userId: true },
    });
    if (account) return { id: account.userId };
    const user =
      (await tx.user.findUnique({ where: { email }, select: { id: true } })) ??
      (await tx.user.create({ data: { email, name: input.name, role: "researcher" }, select: { id: true } }));
    await tx.account.create({ data: { userId: user.id, provider: input.provider, providerAccountId: input.providerAccountId } });
    await recordAuditEvent(tx, { actorId: user.id, action: "user.link_oauth", targetType: "user", targetId: user.id, detail: { provider: input.provider } });
    return user;
  });
}
