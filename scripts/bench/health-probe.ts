// GET /api/health probed every 50 ms from a thread of its own while a bench runs, and the
// latency percentiles of a stretch of the run (bench:upload, bench:evaluate).
import { Worker } from "node:worker_threads";

type Probe = { at: number; ms: number; ok: boolean };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function summarize(probes: Probe[], from: number, to: number) {
  const ms = probes
    .filter((p) => p.at >= from && p.at <= to)
    .map((p) => p.ms)
    .sort((a, b) => a - b);
  const failed = probes.filter((p) => p.at >= from && p.at <= to && !p.ok).length;
  return {
    requests: ms.length,
    failed,
    p50: Math.round(percentile(ms, 50)),
    p95: Math.round(percentile(ms, 95)),
    max: Math.round(ms.at(-1) ?? NaN),
  };
}

/**
 * Probes /api/health every 50 ms (one at a time) until stopped, from a thread of its own: the
 * bench's main thread reads and sends 50 MB files, which would delay its own probes and make
 * the server look slower than it is. Times are absolute (timeOrigin + now) so both threads agree.
 */
const PROBE_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const probes = [];
let stopped = false;
parentPort.on("message", () => (stopped = true));
const now = () => performance.timeOrigin + performance.now();
(async () => {
  while (!stopped) {
    const at = now();
    const ok = await fetch(workerData.base + "/api/health").then(
      (r) => r.arrayBuffer().then(() => r.ok),
      () => false,
    );
    probes.push({ at, ms: now() - at, ok });
    await new Promise((r) => setTimeout(r, Math.max(0, 50 - (now() - at))));
  }
  parentPort.postMessage(probes);
})();
`;

export function startProbing(base: string) {
  const probes: Probe[] = [];
  const thread = new Worker(PROBE_THREAD, { eval: true, workerData: { base } });
  const done = new Promise<void>((resolve, reject) => {
    thread.once("message", (found: Probe[]) => {
      probes.push(...found);
      void thread.terminate().then(() => resolve());
    });
    thread.once("error", reject);
  });
  return { probes, stop: async () => (thread.postMessage("stop"), done) };
}

/** The clock the probe thread stamps its probes with. */
export const clock = () => performance.timeOrigin + performance.now();
