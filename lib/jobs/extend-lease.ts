// The heartbeat: keeps a running job's lease from expiring.
import "server-only";
import { db, type Db } from "@/lib/db";
import { jobFence } from "./job-fence";
import type { ClaimedJob } from "./job-types";

/** Pushes `leaseUntil` to now + `leaseMs`. Returns false if the claim no longer holds the job. */
export async function extendLease(
  job: ClaimedJob,
  leaseMs: number,
  client: Db = db,
  now: Date = new Date(),
): Promise<boolean> {
  const count =
    await client.$executeRaw`UPDATE "Job" SET "leaseUntil" = ${new Date(now.getTime() + leaseMs)}, "updatedAt" = ${now}
    WHERE ${jobFence(job)}`;
  return count === 1;
}
