// Where a queued job stands in the queue.
import "server-only";
import { db, type Db } from "@/lib/db";

/**
 * How many queued jobs will be claimed before `jobId` (0: it is next), counting jobs of
 * every kind in claim order (`runAt`, then id). Null when the job is not queued (running,
 * done, failed or missing). Jobs already running are not counted.
 */
export async function getJobPosition(jobId: string, client: Db = db): Promise<number | null> {
  const job = await client.job.findUnique({ where: { id: jobId }, select: { status: true, runAt: true } });
  if (!job || job.status !== "queued") return null;
  return client.job.count({
    where: {
      status: "queued",
      OR: [{ runAt: { lt: job.runAt } }, { runAt: job.runAt, id: { lt: jobId } }],
    },
  });
}
