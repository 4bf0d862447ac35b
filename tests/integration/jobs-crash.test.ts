// kill -9 a worker process in the middle of a job; a second worker takes the job over
// when the lease expires, and the result is stored exactly once.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { createWorker } from "@/lib/jobs/worker";
import { waitFor } from "../support/job-wait";

const LEASE_MS = 1500;
let child: ChildProcess | undefined;

afterEach(() => {
  // The child runs in its own process group (npx -> tsx -> node); end all of it.
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
});

function startChildWorker(kind: string): {
  started: Promise<{ jobId: string; pid: number; workerId: string }>;
  exited: Promise<void>;
} {
  const proc = spawn(
    "npx",
    ["tsx", "--conditions=react-server", "tests/support/job-crash-worker.ts", kind, String(LEASE_MS)],
    {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child = proc;
  let stderr = "";
  proc.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => proc.on("exit", () => resolve()));
  const started = new Promise<{ jobId: string; pid: number; workerId: string }>((resolve, reject) => {
    let stdout = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /started (\S+) (\d+) (\S+)/.exec(stdout);
      if (match) resolve({ jobId: match[1]!, pid: Number(match[2]), workerId: match[3]! });
    });
    proc.on("exit", (code) =>
      reject(new Error(`child worker exited (${code}) before starting the job:\n${stderr}`)),
    );
    setTimeout(
      () => reject(new Error(`child worker did not start the job within 60 s:\n${stderr}`)),
      60_000,
    ).unref();
  });
  return { started, exited };
}

describe(`worker crash on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it(
    "scores a job exactly once after its worker is killed with -9 mid-job",
    { timeout: 120_000 },
    async () => {
      const kind = `test.crash.${randomUUID()}`;
      const { id } = await enqueueJob(kind, { submissionId: "crash" });
      const results = () => db.auditEvent.count({ where: { action: "test.job_result", targetId: id } });

      const { started, exited } = startChildWorker(kind);
      const first = await started;
      expect(first.jobId).toBe(id);
      expect(await db.job.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "running",
        attempts: 1,
        lockedBy: first.workerId,
      });

      process.kill(first.pid, "SIGKILL");
      await exited;
      expect(await db.job.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "running",
        attempts: 1,
        lockedBy: first.workerId,
      });
      expect(await results()).toBe(0);

      const second = createWorker({
        leaseMs: LEASE_MS,
        pollMs: 100,
        handlers: {
          [kind]: {
            run: ({ job, complete }) =>
              complete(async (tx) => {
                await tx.auditEvent.create({
                  data: { action: "test.job_result", targetType: "Job", targetId: job.id },
                });
              }),
          },
        },
      });
      second.start();
      try {
        await waitFor(
          "the second worker to finish the job",
          async () => (await db.job.findUniqueOrThrow({ where: { id } })).status === "done",
          60_000,
        );
      } finally {
        await second.stop();
      }
      expect(await db.job.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "done",
        attempts: 2,
        lockedBy: second.id,
      });
      expect(await results()).toBe(1);
      expect(await db.auditEvent.count({ where: { action: "test.job_started", targetId: id } })).toBe(1);
    },
  );
});
