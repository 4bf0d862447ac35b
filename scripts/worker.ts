// `npm run worker`: one more job worker beside the app's own. Run as many as you like;
// on PostgreSQL they never claim the same job. SIGTERM or Ctrl-C stops it gracefully.
//   npm run worker                       every lane, one job at a time in each
//   npm run worker -- --lane llm --concurrency 2   only LLM jobs, two at once
import { parseArgs } from "node:util";
import { createWorker } from "@/lib/jobs/worker";
import { jobClock } from "@/lib/jobs/job-clock";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { JOB_LANES, type JobLane } from "@/lib/jobs/job-types";
import { cleanTempDirs } from "@/lib/files/temp-dirs";
import { env } from "@/lib/env";

const { values } = parseArgs({
  options: { lane: { type: "string", multiple: true }, concurrency: { type: "string" } },
});
const lanes = values.lane?.map((lane) => {
  if (!(JOB_LANES as readonly string[]).includes(lane))
    throw new Error(`--lane ${lane}: must be one of ${JOB_LANES.join(", ")}`);
  return lane as JobLane;
});
const concurrency = Number(values.concurrency ?? 1);
if (!Number.isInteger(concurrency) || concurrency < 1)
  throw new Error(`--concurrency ${values.concurrency}: must be a positive integer`);

const worker = createWorker({
  handlers: jobHandlers,
  concurrency,
  leaseMs: env.JOB_LEASE_MS,
  clock: jobClock(),
  ...(lanes ? { lanes } : {}),
});
let isStopping = false;

function stop(signal: NodeJS.Signals): void {
  if (isStopping) return;
  isStopping = true;
  console.log(`[worker] ${signal}: finishing the current jobs, then exiting`);
  worker.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`[worker] stop failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// Copies of stored files a killed worker was scoring.
await cleanTempDirs();
worker.start();
const described = [...worker.lanes]
  .map(([lane, kinds]) => `${lane} (${concurrency}×: ${kinds.join(", ")})`)
  .join("; ");
console.log(`[worker] ${worker.id} started; lanes: ${described || "(none registered)"}`);
