// The SQL condition that a claim still holds its job.
import "server-only";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { ClaimedJob } from "./job-types";

/**
 * `WHERE` fragment true only while `job`'s claim holds the row. Every write a worker makes
 * to a job it claimed (heartbeat, completion, failure, hand-back) is conditioned on it, so
 * a worker whose lease was taken over changes nothing.
 */
export function jobFence(job: ClaimedJob): Prisma.Sql {
  return Prisma.sql`"id" = ${job.id} AND "lockedBy" = ${job.lockedBy} AND "attempts" = ${job.attempts} AND "status" = 'running'`;
}
