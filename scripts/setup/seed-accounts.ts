import { db } from "@/lib/db";
import { hashPassword } from "@/lib/security/password";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/**
 * Creates the demo accounts that do not exist yet; returns the ones it created. Their
 * `.local` addresses can receive no mail, so they are seeded as verified (older databases
 * get the mark on the next setup).
 */
export async function seedDemoAccounts(): Promise<(typeof DEMO_ACCOUNTS)[number][]> {
  const created = [];
  const verifiedAt = new Date();
  await db.user.updateMany({
    where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) }, emailVerifiedAt: null },
    data: { emailVerifiedAt: verifiedAt },
  });
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db.user.findUnique({ where: { email: account.email }, select: { id: true } });
    if (exists) continue;
    const passwordHash = await hashPassword(account.password);
    await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: account.email,
          name: account.name,
          role: account.role,
          passwordHash,
          emailVerifiedAt: verifiedAt,
        },
        select: { id: true },
      });
      await recordAuditEvent(tx, {
        actorId: null,
        action: "user.seed_demo",
        targetType: "user",
        targetId: user.id,
        detail: { role: account.role },
      });
    });
    created.push(account);
  }
  return created;
}
