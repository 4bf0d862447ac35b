import "server-only";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import type { ScoringOutcome, ScoringTask } from "./scoring-task";
import { processSingleton } from "@/lib/process-singleton";

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
    worker: new Worker(BOOTSTRAP, { eval: true, execArgv: EXEC_ARGV }),
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
