// A scheduled publication raced by worker processes publishes exactly once (issue 24): three on
// PostgreSQL, two on SQLite. Each worker gets a copy of the job due at the same instant (as a
// takeover after a lost lease would hand out a second run), so they publish at the same time and
// only the draft's conditional publication keeps it to one. The workers share the test's clock
// through a file (LIVECHECK_TEST_CLOCK_FILE): the test makes the schedule due without sleeping.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { PUBLISH_RELEASE_JOB } from "@/lib/server/schedule/scheduled-jobs";
import { scheduleReleasePublication } from "@/lib/server/schedule/schedule-release-publication";
import { waitFor } from "../support/job-wait";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { writeVerdictCase } from "../../scripts/bench/score-data";
import { newUser } from "../support/access-fixtures";
import { removeScheduledJobs } from "../support/schedule-fixture";

const WORKERS = isPostgres ? 3 : 2;
/** Claims in the raced draft (its card's slug names the count, so it is one per test run). */
const CLAIMS = 3001;
const children: ChildProcess[] = [];
/** What the workers wrote to stderr (their job log), shown when the race does not settle. */
const workerLogs: string[] = [];

function startWorker(clockFile: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/support/schedule-worker.ts"],
    {
      env: { ...process.env, NODE_ENV: "test", LIVECHECK_TEST_CLOCK_FILE: clockFile },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    workerLogs.push(`[${child.pid}] ${chunk.toString().trimEnd()}`);
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) =>
      reject(new Error(`a worker exited (${code}) before it was ready:\n${stderr}`)),
    );
  });
}

afterEach(removeScheduledJobs);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

describe(`a scheduled publication raced by ${WORKERS} workers on ${isPostgres ? "PostgreSQL" : "SQLite"}`, () => {
  it("publishes exactly once", { timeout: 120_000 }, async () => {
    const T0 = new Date(Date.now() + 60 * 86_400_000);
    const due = new Date(T0.getTime() + 3_600_000);
    const clockFile = path.join(await mkdtemp(path.join(os.tmpdir(), "lc-clock-")), "now");
    await writeFile(clockFile, T0.toISOString());
    // Large enough that publishing takes far longer than the workers' poll, so the runs overlap.
    const maintainer = await newUser("maintainer");
    const data = await writeVerdictCase(await mkdtemp(path.join(os.tmpdir(), "lc-race-")), CLAIMS);
    const { slug } = await importBundleFromPath(maintainer, data.bundle);
    await scheduleReleasePublication(maintainer, slug, "r1", { at: due.toISOString() }, T0);
    const draft = await db.release.findFirstOrThrow({ where: { benchmark: { slug } }, select: { id: true } });
    // One copy of the scheduled job per worker, all due at the same instant.
    const payload = { targetId: draft.id, at: due.toISOString(), actorId: maintainer.id };
    for (let i = 1; i < WORKERS; i++) await enqueueJob(PUBLISH_RELEASE_JOB, payload, { runAt: due });
    await Promise.all(Array.from({ length: WORKERS }, () => startWorker(clockFile)));

    await writeFile(clockFile, due.toISOString());
    const copies = () =>
      db.job.findMany({
        where: { kind: PUBLISH_RELEASE_JOB, payloadJson: { contains: draft.id } },
        select: { status: true, lockedBy: true, lastError: true, attempts: true, runAt: true },
      });
    const settled = await waitFor(
      "every copy of the job to settle",
      async () => {
        const jobs = await copies();
        return jobs.every((j) => ["done", "failed", "cancelled"].includes(j.status)) && jobs;
      },
      90_000,
    ).catch(async (err: Error) => {
      // Say where each copy stands and what the workers logged: a retry is due after the frozen
      // clock, so a copy that failed once waits for ever.
      throw new Error(
        `${err.message}\njobs: ${JSON.stringify(await copies())}\nworkers:\n${workerLogs.join("\n")}`,
      );
    });
    // Each run settled on its first attempt: the losers found the draft published (a clean
    // conflict), none failed on a half-done second publication and needed a retry. A copy no
    // worker claimed before the winner finished was cancelled with the schedule (its worker was
    // slow to wake on a loaded machine): then fewer copies raced, and it never ran.
    const ran = settled.filter((j) => j.status !== "cancelled");
    expect(ran.map((j) => [j.status, j.attempts, j.lastError])).toEqual(
      Array(ran.length).fill(["done", 1, null]),
    );
    expect(settled.filter((j) => j.status === "cancelled").every((j) => j.attempts === 0)).toBe(true);
    const workers = new Set(ran.map((j) => j.lockedBy));
    console.log(`${ran.length} of ${WORKERS} copies run by ${workers.size} worker processes`);
    expect(ran.length).toBeGreaterThan(0);

    const release = await db.release.findUniqueOrThrow({
      where: { id: draft.id },
      select: { publishedAt: true, draftBundlePath: true, _count: { select: { files: true } } },
    });
    expect(release.publishedAt).not.toBeNull();
    expect(release.draftBundlePath).toBeNull();
    expect(
      await db.auditEvent.count({
        where: { action: "bundle.publish", targetType: "benchmark", actorId: maintainer.id },
      }),
    ).toBe(1);
    expect(await db.release.count({ where: { benchmark: { slug } } })).toBe(1);
    expect(await db.claim.count({ where: { benchmark: { slug } } })).toBe(CLAIMS);
    expect(await db.labelVersion.count({ where: { benchmark: { slug } } })).toBe(1);
    const fileNames = (
      await db.releaseFile.findMany({ where: { releaseId: draft.id }, select: { name: true } })
    ).map((f) => f.name);
    expect(new Set(fileNames).size).toBe(fileNames.length);
  });
});
