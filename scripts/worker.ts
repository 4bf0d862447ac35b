// `npm run worker`: one more job worker beside the app's own. Run as many as you like;
// on PostgreSQL they never claim the same job. SIGTERM or Ctrl-C stops it gracefully.
import { createWorker } from "@/lib/jobs/worker";
import { jobHandlers } from "@/lib/jobs/job-handlers";

const worker = createWorker({ handlers: jobHandlers });
let isStopping = false;

function stop(signal: NodeJS.Signals): void {
  if (isStopping) return;
  isStopping = true;
  console.log(`[worker] ${signal}: finishing the current job, then exiting`);
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
worker.start();
console.log(`[worker] ${worker.id} started; kinds: ${Object.keys(jobHandlers).join(", ") || "(none registered)"}`);
