// The worker that runs inside the Next.js server process.
import "server-only";
import { env } from "@/lib/env";
import { jobHandlers } from "./job-handlers";
import { createWorker, type Worker } from "@/lib/jobs/worker";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Starts one worker in this process, once, with one slot per lane (scoring never waits
 * behind an LLM job): later calls (dev reloads, repeated
 * `register()`) return the same worker. Returns null when WORKER_IN_APP is "false".
 * Call it from `instrumentation.ts` on the nodejs runtime only. The server's exit is not
 * delayed for it: a job cut off by shutdown is taken over when its lease expires.
 */
export function startInAppWorker(): Worker | null {
  if (!env.WORKER_IN_APP) return null;
  return processSingleton("livecheckInAppWorker", (): Worker => {
    const worker = createWorker({ handlers: jobHandlers, leaseMs: env.JOB_LEASE_MS });
    worker.start();
    console.log(`[jobs] in-app worker ${worker.id} started; lanes: ${[...worker.lanes.keys()].join(", ")}`);
    return worker;
  });
}
