// Which job kinds each lane claims.
import type { JobHandlers, JobLane } from "./job-types";

/** Kinds of `handlers` grouped by their lane ("default" when a handler names none); only lanes with kinds. */
export function kindsByLane(handlers: JobHandlers): Map<JobLane, string[]> {
  const lanes = new Map<JobLane, string[]>();
  for (const [kind, handler] of Object.entries(handlers)) {
    const lane = handler.lane ?? "default";
    lanes.set(lane, [...(lanes.get(lane) ?? []), kind]);
  }
  return lanes;
}
