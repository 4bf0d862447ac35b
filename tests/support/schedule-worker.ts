// A worker process for the scheduled-publication race: the app's own handlers for scheduled
// jobs (and no other kind, so it leaves the shared test database's other jobs alone), on the
// clock that LIVECHECK_TEST_CLOCK_FILE names (lib/jobs/job-clock.ts). Prints `ready <pid>`.
// Usage: NODE_ENV=test LIVECHECK_TEST_CLOCK_FILE=... tsx --conditions=react-server tests/support/schedule-worker.ts
import { createWorker } from "@/lib/jobs/worker";
import { jobClock } from "@/lib/jobs/job-clock";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { PUBLISH_RELEASE_JOB, RETIRE_SPLIT_JOB } from "@/lib/server/schedule/scheduled-jobs";

const worker = createWorker({
  pollMs: 50,
  clock: jobClock(),
  handlers: {
    [PUBLISH_RELEASE_JOB]: jobHandlers[PUBLISH_RELEASE_JOB]!,
    [RETIRE_SPLIT_JOB]: jobHandlers[RETIRE_SPLIT_JOB]!,
  },
  log: (message) => console.error(message),
});
worker.start();
console.log(`ready ${process.pid}`);
process.on("SIGTERM", () => void worker.stop().then(() => process.exit(0)));
