// Scoring threads (worker_threads): what a thread is asked (`ScoringTask`) and what it answers,
// the pools that hand tasks to threads, and, at the end, the thread's own side: it reads,
// validates and scores prediction files off the thread that serves requests, and computes
// board tables on the board thread. A thread runs this same file, one task at a time.
import "server-only";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, Worker, workerData } from "node:worker_threads";
import { env } from "@/lib/env";
import type { BoardTableInput } from "@/lib/leaderboard/entry-from-columns";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { ScoringInputError, type ScoringIssue } from "@/lib/scoring/issues";
import type { PredictionFormat } from "@/lib/scoring/parse-predictions";
import { scoreRecords, type ScoreResult } from "@/lib/scoring/score-records";
import { encodeClaimInstances } from "@/lib/scoring/stored-instances";
import type { Regime, ScoringBenchmark } from "@/lib/scoring/types";
import {
  checkPredictionFileBySplit,
  readPredictionFile,
  type CheckedSplit,
} from "@/lib/server/submissions/read-prediction-file";
import { processSingleton } from "@/lib/process-singleton";

type FileTask = {
  file: string;
  name: string;
  format: PredictionFormat;
  missingAsWrong: boolean;
  regime: Regime;
};

/** What a scoring thread is asked to do with one prediction file on local disk. */
type ScoringTask =
  /** "score": read, validate and score against one split, with bootstrap, and encode per-claim rows. */
  | (FileTask & { kind: "score"; benchmark: ScoringBenchmark; bootstrap?: { b: number; seed: number } })
  /**
   * "check": read and validate against the benchmark's splits (each split's rows against
   * that split); `only` names the one split the file must cover, null for any.
   */
  | (FileTask & {
      kind: "check";
      splits: { name: string; benchmark: ScoringBenchmark }[];
      only: string | null;
    })
  /** "board": compute a leaderboard table (assembleLeaderboard), off the thread that serves requests. */
  | { kind: "board"; input: BoardTableInput };

type ScoringOutcome =
  | { ok: true; instances: number; score?: { result: ScoreResult; claimInstances: [string, string][] } }
  /** A computed board table. */
  | { ok: true; board: LeaderboardResult }
  /** A checked file: the splits it covers. */
  | { ok: true; splits: CheckedSplit[] }
  /** The file was refused: every problem found (capped), as the scorer reports them. */
  | { ok: false; issues: ScoringIssue[]; more: number }
  /** Something else went wrong (unreadable file, a bug): a platform error, not the submitter's. */
  | { ok: false; error: string };

type Pending = {
  id: number;
  task: ScoringTask;
  resolve: (o: ScoringOutcome) => void;
  reject: (e: Error) => void;
};
type Slot = { worker: Worker; current: Pending | null; idleTimer: NodeJS.Timeout | null };

/** A thread left idle this long is ended, giving its memory back. */
const IDLE_MS = 5 * 60_000;
/**
 * The thread runs the TypeScript sources through tsx (as the server and the worker do; its
 * bootstrap registers it), with the react-server condition so server-only modules load.
 * Relative to the working directory: the app, the worker and the tests run from the repository root.
 */
const ENTRY = path.join(process.cwd(), "lib", "server", "scoring", "scoring-thread.mjs");
const EXEC_ARGV = ["--conditions=react-server"];
/**
 * The thread starts from a one-line script that imports the entry: given the file itself,
 * Next.js's bundler would follow it and try to bundle tsx and esbuild into the app.
 */
const BOOTSTRAP = `import(${JSON.stringify(pathToFileURL(ENTRY).href)});`;
/**
 * Given to the threads started here: the app and the worker process load this file too, and
 * only a thread carrying it answers tasks (below).
 */
const THREAD_MARK = "livecheck-scoring-thread";

type Pool = { slots: Slot[]; queue: Pending[]; nextId: number; size: () => number };
const pools = processSingleton("livecheckThreadPools", () => new Map<string, Pool>());

/** The pool of threads called `name` (kept on globalThis: Next.js bundles routes apart). */
function poolOf(name: string, size: () => number): Pool {
  let pool = pools.get(name);
  if (!pool) pools.set(name, (pool = { slots: [], queue: [], nextId: 1, size }));
  return pool;
}

function startSlot(pool: Pool): Slot {
  const slot: Slot = {
    worker: new Worker(BOOTSTRAP, { eval: true, execArgv: EXEC_ARGV, workerData: THREAD_MARK }),
    current: null,
    idleTimer: null,
  };
  slot.worker.unref();
  slot.worker.on("message", (message: { id: number; outcome: ScoringOutcome }) => {
    const done = slot.current;
    slot.current = null;
    if (done?.id === message.id) done.resolve(message.outcome);
    dispatch(pool);
  });
  const fail = (err: Error) => {
    pool.slots = pool.slots.filter((s) => s !== slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.current?.reject(new Error(`the scoring thread stopped: ${err.message}`));
    slot.current = null;
    dispatch(pool);
  };
  slot.worker.on("error", fail);
  slot.worker.on("exit", (code) => fail(new Error(`exit code ${code}`)));
  pool.slots.push(slot);
  return slot;
}

function dispatch(pool: Pool): void {
  while (pool.queue.length > 0) {
    const slot =
      pool.slots.find((s) => s.current === null) ??
      (pool.slots.length < pool.size() ? startSlot(pool) : null);
    if (!slot) return;
    const next = pool.queue.shift();
    if (!next) return;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.current = next;
    slot.worker.postMessage({ id: next.id, task: next.task });
  }
  for (const slot of pool.slots) {
    if (slot.current === null && slot.idleTimer === null) {
      slot.idleTimer = setTimeout(() => void slot.worker.terminate(), IDLE_MS);
      slot.idleTimer.unref();
    }
  }
}

function runOn(pool: Pool, task: ScoringTask): Promise<ScoringOutcome> {
  return new Promise((resolve, reject) => {
    pool.queue.push({ id: pool.nextId++, task, resolve, reject });
    dispatch(pool);
  });
}

/**
 * Reads, validates and (for "score") scores a prediction file on a scoring thread, so the
 * CPU work of a large file never holds up the requests this process serves. At most
 * SCORING_THREADS tasks run at once per process; later ones wait in order.
 */
export function runScoringTask(task: Exclude<ScoringTask, { kind: "board" }>): Promise<ScoringOutcome> {
  return runOn(
    poolOf("scoring", () => env.SCORING_THREADS),
    task,
  );
}

/**
 * Computes a board table on the process's board thread (one per process, apart from the
 * scoring threads, so an upload's check never waits behind a board of minutes).
 */
export function runBoardTask(task: Extract<ScoringTask, { kind: "board" }>): Promise<ScoringOutcome> {
  return runOn(
    poolOf("boards", () => 1),
    task,
  );
}

/** The thread's side: one task, answered with its outcome (a refusal or an error too, never a throw). */
async function runTask(task: ScoringTask): Promise<ScoringOutcome> {
  try {
    if (task.kind === "board") {
      // Loaded on the first board only: scoring threads never need the board code.
      const { assembleLeaderboard } = await import("@/lib/leaderboard/assemble-leaderboard");
      const { toAssembleInput } = await import("@/lib/leaderboard/entry-from-columns");
      return { ok: true, board: assembleLeaderboard(toAssembleInput(task.input)) };
    }
    if (task.kind === "check") return { ok: true, splits: await checkPredictionFileBySplit(task.file, task) };
    const records = await readPredictionFile(task.file, task);
    const result = scoreRecords(task.benchmark, records, task.bootstrap ? { bootstrap: task.bootstrap } : {});
    return {
      ok: true,
      instances: records.length,
      score: { result, claimInstances: [...encodeClaimInstances(records)] },
    };
  } catch (err) {
    if (err instanceof ScoringInputError) return { ok: false, issues: err.issues, more: err.more };
    return { ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}

if (workerData === THREAD_MARK)
  parentPort?.on("message", (message: { id: number; task: ScoringTask }) => {
    void runTask(message.task).then((outcome) => parentPort?.postMessage({ id: message.id, outcome }));
  });
