// The admin's view of the job queue: per lane, running jobs, recent failures.
import "server-only";
import { db, type Db } from "@/lib/db";
import { describeJobError } from "@/lib/jobs/describe-job-error";
import { JOB_LANES, type JobLane } from "@/lib/jobs/job-types";
import { assertRole } from "@/lib/security/assert-role";
import type { Actor } from "@/lib/vocabulary";
import { cancelRefusal, retryRefusal } from "./job-cancel-rules";
import { laneOfKind } from "./job-lanes";
import { medianMs, startOfUtcDay, waitMs } from "./get-typical-wait";
import { RECENT_FAILURES } from "./prune-jobs";

/** One lane's numbers (docs/ARCHITECTURE.md, "Jobs and LLM calls", defines each). */
interface LaneSummary {
  lane: JobLane;
  waiting: number;
  /** Queued but not yet due: retries waiting out their backoff, or scheduled for later. */
  later: number;
  /** Milliseconds the longest-waiting due job has been claimable; null when none waits. */
  oldestWaitMs: number | null;
  running: number;
  doneLastHour: number;
  failedLastHour: number;
  /** Milliseconds; null when no job of the lane started today. */
  typicalWaitMs: number | null;
}

interface QueueOverview {
  now: Date;
  lanes: LaneSummary[];
  running: {
    id: string;
    kind: string;
    lane: JobLane;
    worker: string | null;
    leaseUntil: Date | null;
    isLeaseExpired: boolean;
    attempts: number;
    maxAttempts: number;
  }[];
  /** The first jobs in claim order, each with why it may not be cancelled (null: it may). */
  waiting: {
    id: string;
    kind: string;
    lane: JobLane;
    runAt: Date;
    attempts: number;
    cancelRefusal: string | null;
  }[];
  failures: {
    id: string;
    kind: string;
    lane: JobLane;
    failedAt: Date | null;
    reason: string | null;
    /** Why Retry is not offered, or null. */
    retryRefusal: string | null;
  }[];
}

const HOUR_MS = 3_600_000;
const LIST_LIMIT = 50;

/**
 * Admins only: the queue as of `now`. `lastError` may quote a participant's file problems,
 * so this never leaves the admin page; payloads (ids only) are not shown at all.
 */
export async function getQueueOverview(
  actor: Actor,
  now: Date = new Date(),
  client: Db = db,
): Promise<QueueOverview> {
  assertRole(actor, "admin");
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [due, later, done, failed, started, running, waiting, failures] = await Promise.all([
    client.job.groupBy({
      by: ["kind"],
      where: { status: "queued", runAt: { lte: now } },
      _count: { _all: true },
      _min: { runAt: true },
    }),
    client.job.groupBy({
      by: ["kind"],
      where: { status: "queued", runAt: { gt: now } },
      _count: { _all: true },
    }),
    client.job.groupBy({
      by: ["kind"],
      where: { status: "done", finishedAt: { gt: hourAgo, lte: now } },
      _count: { _all: true },
    }),
    client.job.groupBy({
      by: ["kind"],
      where: { status: "failed", finishedAt: { gt: hourAgo, lte: now } },
      _count: { _all: true },
    }),
    client.job.findMany({
      where: { startedAt: { gte: startOfUtcDay(now), lte: now } },
      select: { kind: true, createdAt: true, startedAt: true },
    }),
    client.job.findMany({
      where: { status: "running" },
      orderBy: [{ leaseUntil: "asc" }, { id: "asc" }],
      select: { id: true, kind: true, lockedBy: true, leaseUntil: true, attempts: true, maxAttempts: true },
    }),
    client.job.findMany({
      where: { status: "queued" },
      orderBy: [{ runAt: "asc" }, { id: "asc" }],
      take: LIST_LIMIT,
      select: { id: true, kind: true, runAt: true, attempts: true, startedAt: true },
    }),
    client.job.findMany({
      where: { status: "failed" },
      orderBy: [{ finishedAt: "desc" }, { updatedAt: "desc" }],
      take: RECENT_FAILURES,
      select: {
        id: true,
        kind: true,
        status: true,
        lastError: true,
        attempts: true,
        maxAttempts: true,
        runAt: true,
        finishedAt: true,
      },
    }),
  ]);

  const sum = (rows: { kind: string; _count: { _all: number } }[], lane: JobLane) =>
    rows.filter((r) => laneOfKind(r.kind) === lane).reduce((n, r) => n + r._count._all, 0);
  const lanes = JOB_LANES.map((lane): LaneSummary => {
    const oldest = due
      .filter((r) => laneOfKind(r.kind) === lane && r._min.runAt)
      .map((r) => r._min.runAt!.getTime());
    return {
      lane,
      waiting: sum(due, lane),
      later: sum(later, lane),
      oldestWaitMs: oldest.length ? now.getTime() - Math.min(...oldest) : null,
      running: running.filter((j) => laneOfKind(j.kind) === lane).length,
      doneLastHour: sum(done, lane),
      failedLastHour: sum(failed, lane),
      typicalWaitMs: medianMs(
        started
          .filter((j) => laneOfKind(j.kind) === lane)
          .map((j) => waitMs({ createdAt: j.createdAt, startedAt: j.startedAt! })),
      ),
    };
  });

  return {
    now,
    lanes,
    running: running.map((j) => ({
      id: j.id,
      kind: j.kind,
      lane: laneOfKind(j.kind),
      worker: j.lockedBy,
      leaseUntil: j.leaseUntil,
      isLeaseExpired: j.leaseUntil !== null && j.leaseUntil < now,
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
    })),
    waiting: waiting.map((j) => ({
      id: j.id,
      kind: j.kind,
      lane: laneOfKind(j.kind),
      runAt: j.runAt,
      attempts: j.attempts,
      cancelRefusal:
        j.attempts > 0 || j.startedAt
          ? "it has already run at least once and may have written part of its work"
          : cancelRefusal(j.kind),
    })),
    failures: failures.map((j) => ({
      id: j.id,
      kind: j.kind,
      lane: laneOfKind(j.kind),
      failedAt: j.finishedAt,
      reason: describeJobError(j),
      retryRefusal: retryRefusal(j.kind),
    })),
  };
}
