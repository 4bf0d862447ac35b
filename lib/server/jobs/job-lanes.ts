// Which lane a job kind runs in, as the workers see it.
import "server-only";
import type { JobLane } from "@/lib/jobs/job-types";
import { jobHandlers } from "./job-handlers";

/** The lane of `kind`'s handler; "default" for kinds without one or whose handler names none. */
export function laneOfKind(kind: string): JobLane {
  return jobHandlers[kind]?.lane ?? "default";
}

/**
 * The Prisma `kind` filter that selects one lane's jobs. Kinds without a handler count as
 * "default", so the default lane is "every kind not in another lane".
 */
export function laneKindFilter(lane: JobLane): { in: string[] } | { notIn: string[] } | undefined {
  const kinds = Object.keys(jobHandlers);
  if (lane !== "default") return { in: kinds.filter((k) => laneOfKind(k) === lane) };
  const others = kinds.filter((k) => laneOfKind(k) !== "default");
  return others.length > 0 ? { notIn: others } : undefined;
}
