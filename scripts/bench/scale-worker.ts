// bench:scale's worker: a `npm run worker` process of its own (the app servers run with
// WORKER_IN_APP=false, as a deployment at this size would), which scores the extra
// submission and stores the benchmark's default boards; and the steps that time it.
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { processTreeCpuSeconds, processTreeMemory } from "./process-memory";
import { COLD_LIMIT_MS, print, timed } from "./scale-http";

export const FRESH_SPLIT = "2025Q2";

type BenchWorker = { pid: number; stop: () => void };

export function startBenchWorker(env: Record<string, string>): BenchWorker {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return { pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
}

const workerFigures = (worker: BenchWorker, cpu0: number) => ({
  workerCpuSeconds: Math.round((processTreeCpuSeconds(worker.pid) - cpu0) * 10) / 10,
  workerMemory: processTreeMemory(worker.pid),
});

/** Waits for a job to settle; its status. */
async function settled(jobId: string): Promise<string> {
  const { db } = await import("@/lib/db");
  const t0 = performance.now();
  for (;;) {
    const job = await db.job.findUniqueOrThrow({ where: { id: jobId }, select: { status: true } });
    if (job.status === "done" || job.status === "failed") return job.status;
    if (performance.now() - t0 > COLD_LIMIT_MS * 3) return `still ${job.status}`;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The job the worker runs after a score, queued by hand for the seeded scores: times storing the default boards. */
export async function storeDefaultBoards(worker: BenchWorker, slug: string): Promise<void> {
  const { db } = await import("@/lib/db");
  const { enqueueJob } = await import("@/lib/jobs/enqueue-job");
  const { REFRESH_BOARDS_JOB } = await import("@/lib/server/leaderboards/refresh-boards-job");
  const split = await db.split.findFirstOrThrow({
    where: { name: FRESH_SPLIT, benchmark: { slug } },
    select: { id: true, benchmarkId: true },
  });
  const cpu0 = processTreeCpuSeconds(worker.pid);
  const t0 = performance.now();
  const job = await enqueueJob(REFRESH_BOARDS_JOB, { benchmarkId: split.benchmarkId, splitId: split.id });
  const status = await settled(job.id);
  print({
    step: "worker stores the default boards (all splits, 2025Q2, the two newest scored splits)",
    status,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    ...workerFigures(worker, cpu0),
    boardsStored: await db.boardSnapshot.count({ where: { benchmarkId: split.benchmarkId } }),
  });
}

/**
 * Writes the boards of `queries` as this process reads them (stored by the worker, so from
 * the database) as <i>.json in `dir`, in the form leaderboard-profile's PROFILE_OUT writes,
 * to compare with boards computed by another version of the code.
 */
export async function writeBoardsJson(
  dir: string,
  slug: string,
  queries: Record<string, string>[],
): Promise<void> {
  const { getLeaderboard } = await import("@/lib/server/leaderboards/get-leaderboard");
  await mkdir(dir, { recursive: true });
  for (const [i, q] of queries.entries())
    await writeFile(path.join(dir, `${i}.json`), JSON.stringify(await getLeaderboard(null, slug, q)));
  print({ step: `boards written to ${dir}`, queries });
}

/** Uploads one more prediction file as a new participant; times scoring and the board showing it. */
export async function freshSubmission(
  slug: string,
  base: string,
  claimsPerSplit: number,
  worker: BenchWorker,
  appServerPid: number,
): Promise<void> {
  const { createBenchParticipant } = await import("./bench-participant");
  const { db } = await import("@/lib/db");
  // Its own name on every run (a database measured twice holds the earlier runs' models).
  const modelName = `scale-fresh-model-${Date.now()}`;
  const { secret, modelId } = await createBenchParticipant("scale-fresh", "Fresh", modelName);
  const file = path.join(os.tmpdir(), `bench-scale-fresh-${process.pid}.jsonl`);
  const lines = Array.from({ length: claimsPerSplit }, (_, i) =>
    JSON.stringify({
      claim_id: `${FRESH_SPLIT}-${String(i).padStart(5, "0")}`,
      score: Math.round(Math.sin(i) * 1000) / 1000,
    }),
  );
  await writeFile(file, lines.join("\n") + "\n");
  const query = new URLSearchParams({
    benchmark: slug,
    split: FRESH_SPLIT,
    modelId,
    regime: "closed_book",
    filename: "fresh.jsonl",
    isPublic: "true",
  });
  const cpu0 = processTreeCpuSeconds(worker.pid);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/submissions?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/x-ndjson" },
    body: lines.join("\n") + "\n",
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 201 || !body.id)
    throw new Error(`fresh upload answered ${res.status}: ${JSON.stringify(body)}`);
  const tAck = performance.now();
  // Scored, then the boards stored by the worker's refresh-boards job (queued with the score);
  // only then are the boards asked for (a request before that would compute them on the app server).
  let status = "queued";
  while (status !== "scored" && performance.now() - t0 < COLD_LIMIT_MS) {
    status = (await db.submission.findUniqueOrThrow({ where: { id: body.id }, select: { status: true } }))
      .status;
    if (status === "failed") throw new Error("the fresh submission failed to score");
    await new Promise((r) => setTimeout(r, 200));
  }
  const scoredAt = performance.now();
  const { REFRESH_BOARDS_JOB } = await import("@/lib/server/leaderboards/refresh-boards-job");
  const job = await db.job.findFirstOrThrow({
    where: { kind: REFRESH_BOARDS_JOB },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  const refresh = await settled(job.id);
  const storedAt = performance.now();
  const workerAfter = workerFigures(worker, cpu0);
  const boards: Record<string, string> = {
    oneSplit: `${base}/api/v1/leaderboards/${slug}?splits=${FRESH_SPLIT}`,
    allSplits: `${base}/api/v1/leaderboards/${slug}`,
  };
  const served: Record<string, object> = {};
  for (const [k, url] of Object.entries(boards)) {
    const cpu = processTreeCpuSeconds(appServerPid);
    const r = await timed(url);
    const rows = r.status === 200 ? (JSON.parse(r.body) as { rows: { model: string }[] }).rows : [];
    served[k] = {
      ms: r.ms,
      appServerCpuSeconds: Math.round((processTreeCpuSeconds(appServerPid) - cpu) * 10) / 10,
      showsTheNewModel: rows.some((row) => row.model === modelName),
    };
  }
  const sec = (t: number) => Math.round(t / 100) / 10;
  print({
    step: "one more submission",
    uploadAckMs: Math.round(tAck - t0),
    uploadToScoredSeconds: sec(scoredAt - t0),
    refreshJob: refresh,
    scoredToBoardsStoredSeconds: sec(storedAt - scoredAt),
    thenServed: served,
    ...workerAfter,
    appServerMemory: processTreeMemory(appServerPid),
  });
}
