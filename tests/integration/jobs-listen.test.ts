// PostgreSQL LISTEN/NOTIFY: an idle worker claims a queued job at once instead of at its next
// poll, reconnects when its listening connection is cut, and stop() ends the listener.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { createWorker } from "@/lib/jobs/worker";
import { waitFor } from "../support/job-wait";

/**
 * Far longer than any wait below: a job these tests see run was claimed because of its
 * notification, never by a poll. (A mechanism check, not a speed measurement:
 * `npm run bench:job-start` prints the figures.)
 */
const POLL_MS = 60_000;
const WITHIN_MS = 15_000;
const kinds: string[] = [];
const newKind = () => {
  const kind = `test.listen.${randomUUID()}`;
  kinds.push(kind);
  return kind;
};
afterAll(() => db.job.deleteMany({ where: { kind: { in: kinds } } }));

/** Backend pids of the worker's listening connection that has run LISTEN. */
const listenerPids = async (workerId: string) =>
  (
    await db.$queryRaw<{ pid: number }[]>`SELECT pid FROM pg_stat_activity
      WHERE application_name = ${`livecheck-worker ${workerId}`} AND query ILIKE 'LISTEN %'`
  ).map((r) => Number(r.pid));
const isDone = async (id: string) =>
  (await db.job.findUniqueOrThrow({ where: { id }, select: { status: true } })).status === "done";

describe.runIf(isPostgres)("job notifications on PostgreSQL", () => {
  it("wakes an idle worker when a job is queued, also after its connection is cut, and stop() ends it", async () => {
    const kind = newKind();
    const workerId = `listen-${randomUUID()}`;
    const worker = createWorker({
      workerId,
      pollMs: POLL_MS,
      log: () => undefined,
      handlers: { [kind]: { run: async () => undefined } },
    });
    worker.start();
    try {
      const [pid] = await waitFor(
        "the listener",
        async () => (await listenerPids(workerId)).length > 0 && listenerPids(workerId),
      );
      // Queued inside a transaction: announced when it commits.
      const first = await db.$transaction((tx) => enqueueJob(kind, {}, { tx }));
      await waitFor("the first job to run", () => isDone(first.id), WITHIN_MS);

      await db.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
      await waitFor(
        "a new listening connection",
        async () => (await listenerPids(workerId)).some((p) => p !== pid),
        WITHIN_MS,
      );
      const second = await enqueueJob(kind, {});
      await waitFor("the job queued after reconnecting to run", () => isDone(second.id), WITHIN_MS);
    } finally {
      await worker.stop();
    }
    await waitFor(
      "the listening connection to close",
      async () =>
        (
          await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_stat_activity
            WHERE application_name = ${`livecheck-worker ${workerId}`}`
        )[0]?.n === 0n,
      WITHIN_MS,
    );
  });

  it("lets a stopped worker's process exit by itself", { timeout: 90_000 }, async () => {
    const kind = newKind();
    // Node itself, not npx or the tsx wrapper, so SIGTERM reaches the worker's own handler.
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/support/job-listen-worker.ts", kind],
      { env: { ...process.env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      const workerId = await new Promise<string>((resolve, reject) => {
        let stdout = "";
        child.stdout.on("data", (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /started (\S+)/.exec(stdout);
          if (match) resolve(match[1]!);
        });
        child.on("exit", () => reject(new Error(`the worker process ended early:\n${stderr}`)));
      });
      await waitFor("the child's listener", async () => (await listenerPids(workerId)).length > 0, 60_000);
      const job = await enqueueJob(kind, {});
      await waitFor("the child to run the job", () => isDone(job.id), WITHIN_MS);
      child.kill("SIGTERM");
      const code = await Promise.race([
        exited,
        new Promise<"still running">((r) => setTimeout(() => r("still running"), WITHIN_MS).unref()),
      ]);
      expect(code, stderr).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  });
});
