import "server-only";
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import { notifyUser } from "@/lib/server/notifications/notify-user";

type Tx = Pick<Db, "notification" | "outboxEmail" | "benchmarkMaintainer">;

/** Tells each maintainer of a manual benchmark that a request waits in its queue. */
export async function notifyMaintainers(
  tx: Tx,
  benchmark: { id: string; slug: string; title: string },
  requesterEmail: string,
): Promise<string[]> {
  const maintainers = await tx.benchmarkMaintainer.findMany({
    where: { benchmarkId: benchmark.id },
    select: { user: { select: { id: true, email: true } } },
  });
  const link = `/maintain/${benchmark.slug}/access`;
  const ids: string[] = [];
  for (const { user } of maintainers) {
    ids.push(
      await notifyUser(tx, {
        user,
        message: `${requesterEmail} asks for access to ${benchmark.title}`,
        link,
        subject: `[LiveCheck] Access request for ${benchmark.title}`,
        body: `${requesterEmail} asks for access to ${benchmark.title}.\n\nReview the queue: ${env.NEXTAUTH_URL ?? ""}${link}\n`,
      }),
    );
  }
  return ids;
}
