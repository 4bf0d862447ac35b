import "server-only";
import type { Tx } from "@/lib/db";
import type { EmailTokenPurpose } from "./issue-email-token";

/** At most one link a minute and five a day per account and purpose: enough for a lost email, too few to flood an inbox. */
const MIN_GAP_MS = 60_000;
const PER_DAY = 5;

/**
 * Whether another link may be sent to this user now; when not, the time the next one may go.
 * Counted from the links already issued, so it holds across processes and restarts.
 */
export async function checkEmailRate(
  tx: Tx,
  userId: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; retryAt: Date }> {
  const since = new Date(now.getTime() - 86_400_000);
  const recent = await tx.emailToken.findMany({
    where: { userId, purpose, createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const last = recent[0]?.createdAt;
  if (last && now.getTime() - last.getTime() < MIN_GAP_MS)
    return { ok: false, retryAt: new Date(last.getTime() + MIN_GAP_MS) };
  const oldest = recent[PER_DAY - 1]?.createdAt;
  if (recent.length >= PER_DAY && oldest)
    return { ok: false, retryAt: new Date(oldest.getTime() + 86_400_000) };
  return { ok: true };
}
