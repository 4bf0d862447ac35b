// Names a worker uniquely across hosts and restarts.
import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/** `hostname:pid:random`, stored in `Job.lockedBy` so a claim can be traced to its process. */
export function createWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}
