// Benchmarks with a draft release or a hidden split, and running the scheduled jobs at a
// chosen time, for the scheduled publication and retirement tests.
import { db } from "@/lib/db";
import { claimJob } from "@/lib/jobs/worker";
import { runJob } from "@/lib/jobs/run-job";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { PUBLISH_RELEASE_JOB, RETIRE_SPLIT_JOB } from "@/lib/server/schedule/scheduled-jobs";
import { newUser, type DbUser } from "./access-fixtures";
import { verdictBundle, writeTestBundle } from "../fixtures/bundles/write-test-bundle";

export const SCHEDULE_KINDS = [PUBLISH_RELEASE_JOB, RETIRE_SPLIT_JOB];

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The small verdict bundle (dev 2025Q1, test 2025Q2 under embargo until 2027-01-01) as `slug`;
 * with `edit`, its first claim's text is that (a later release that changes something).
 */
export function scheduleBundle(slug: string, edit?: string): Promise<string> {
  const b = verdictBundle();
  (b["benchmark.json"] as { slug: string }).slug = slug;
  if (edit) (b["claims.jsonl"] as { text: string }[])[0]!.text = edit;
  return writeTestBundle(b);
}

/** A maintainer who uploaded a new benchmark's draft release r1 (nothing published). */
export async function newDraft(): Promise<{ maintainer: DbUser; slug: string }> {
  const maintainer = await newUser("maintainer");
  const slug = `sched-${uid()}`;
  await importBundleFromPath(maintainer, await scheduleBundle(slug));
  return { maintainer, slug };
}

/** A maintainer's published benchmark, with its hidden test split 2025Q2. */
export async function newPublished(): Promise<{ maintainer: DbUser; slug: string }> {
  const maintainer = await newUser("maintainer");
  const slug = `sched-pub-${uid()}`;
  await importBundleFromPath(maintainer, await scheduleBundle(slug), { publish: true });
  return { maintainer, slug };
}

/** Claims and runs, one after another, every scheduled job due at `now`; how many ran. */
export async function runDueScheduledJobs(now: Date): Promise<number> {
  let ran = 0;
  for (;;) {
    const job = await claimJob({ workerId: "schedule-test", kinds: SCHEDULE_KINDS, leaseMs: 60_000, now });
    if (!job) return ran;
    const outcome = await runJob(job, jobHandlers[job.kind]!, { leaseMs: 60_000, clock: () => now });
    if (outcome !== "done") throw new Error(`scheduled job ${job.id} settled ${outcome}`);
    ran++;
  }
}

/** The scheduled jobs of the test's rows, by status. */
export async function scheduledJobsOf(targetId: string) {
  const jobs = await db.job.findMany({
    where: { kind: { in: SCHEDULE_KINDS }, payloadJson: { contains: targetId } },
    select: { id: true, status: true, runAt: true },
    orderBy: { createdAt: "asc" },
  });
  return jobs;
}

/** Every test removes the queued jobs it made (the integration database is shared). */
export async function removeScheduledJobs(): Promise<void> {
  await db.job.deleteMany({ where: { kind: { in: SCHEDULE_KINDS } } });
}
