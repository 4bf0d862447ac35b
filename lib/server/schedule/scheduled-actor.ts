import "server-only";
import { db } from "@/lib/db";
import { PermanentJobError } from "@/lib/jobs/job-errors";
import type { Actor } from "@/lib/vocabulary";

/**
 * The maintainer a scheduled job acts for, as they stand now: a scheduled change is made with
 * the rights of whoever scheduled it when it comes due, so a maintainer removed (or a user
 * disabled) in the meantime publishes or retires nothing.
 */
export async function loadScheduledActor(actorId: string): Promise<Actor> {
  const user = await db.user.findUnique({
    where: { id: actorId },
    select: { id: true, role: true, disabledAt: true },
  });
  if (!user || user.disabledAt)
    throw new PermanentJobError("the maintainer who scheduled this no longer has an active account");
  return { id: user.id, role: user.role };
}
