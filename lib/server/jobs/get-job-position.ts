// Where a queued job stands in its lane's queue.
import "server-only";
import { db, type Db } from "@/lib/db";
import { laneKindFilter, laneOfKind } from "./job-lanes";

/**
 * How many queued jobs will be claimed before `jobId` (0: it is next), counting only jobs
 * of its own lane (`JobHandler.lane`) in claim order (`runAt`, then id): other lanes have
 * their own worker slots and do not hold it up. Null when the job is not queued (running,
 * done, failed or missing). Jobs already running are not counted.
 */
export async function getJobPosition(jobId: string, client: Db = db): Promise<number | null> {
  const job = await client.job.findUnique({
    where: { id: jobId },
    select: { status: true, runAt: true, kind: true },
  });
  if (!job || job.status !== "queued") return null;
  return client.job.count({
    where: {
      status: "queued",
      kind: laneKindFilter(laneOfKind(job.kind)),
      OR: [{ runAt: { lt: job.runAt } }, { runAt: job.runAt, id: { lt: jobId } }],
    },
  });
}
