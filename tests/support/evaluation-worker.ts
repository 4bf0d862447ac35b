// A worker process that runs only evaluation jobs, for the crash and rate-limit tests: it
// prints `ready <pid>` once started. The test kills it with -9 mid-run, or lets it share
// an endpoint's rate limit with a worker in the test's own process.
// Usage: DATABASE_URL=... tsx --conditions=react-server tests/support/evaluation-worker.ts <leaseMs>
import { createWorker } from "@/lib/jobs/worker";
import { RUN_EVALUATION, runEvaluationHandler } from "@/lib/server/evaluations/run-evaluation-job";

const [leaseMs] = process.argv.slice(2);
if (!leaseMs) throw new Error("usage: evaluation-worker.ts <leaseMs>");

const worker = createWorker({
  leaseMs: Number(leaseMs),
  pollMs: 100,
  handlers: { [RUN_EVALUATION]: runEvaluationHandler },
});
worker.start();
console.log(`ready ${process.pid}`);
