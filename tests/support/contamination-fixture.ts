// The contamination test's files to upload and job loop (tests/integration/contamination.test.ts);
// its claims are in contamination-claims.ts.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { claimJob } from "@/lib/jobs/worker";
import { runJob } from "@/lib/jobs/run-job";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";

export async function fileOf(name: string, text: string): Promise<{ path: string; name: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "contam-"));
  await writeFile(path.join(dir, name), text);
  return { path: path.join(dir, name), name };
}

export async function runJobs(kind: string, now?: Date): Promise<string[]> {
  const outcomes: string[] = [];
  for (;;) {
    const job = await claimJob({ workerId: "test", kinds: [kind], leaseMs: 60_000, ...(now ? { now } : {}) });
    if (!job) return outcomes;
    outcomes.push(await runJob(job, jobHandlers[kind]!, { leaseMs: 60_000, log: () => undefined }));
  }
}
