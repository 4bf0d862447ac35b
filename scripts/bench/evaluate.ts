// `npm run bench:evaluate`: how fast LiveCheck runs a model's endpoint, and what the run does to
// everyone else. On the built app (SQLite and a folder store; BENCH_DATABASE_URL=postgresql://…
// for the other engine) with its in-app worker, it evaluates a model on a dev split of
// BENCH_ITEMS claims (3,000; one item each) against the fake OpenAI server answering in
// BENCH_LATENCY_MS (50) at EVALUATION_CONCURRENCY BENCH_CONCURRENCY (16), while /api/health is
// probed every 50 ms. Prints items per second against the bound (concurrency × 1000 / latency
// = 320/s), the per-item overhead (the time a lane spends on an item beyond the endpoint's
// latency), and the health latency idle and during the run. Targets (printed, not asserted):
// at least 80% of the bound; health p95 < 100 ms during the run. BENCH_PROFILE=<folder> writes
// a CPU profile of the app server there.
import { readFileSync } from "node:fs";
import os from "node:os";
import { resetDatabase } from "../../tests/support/databases";
import { startFakeOpenAi } from "../../tests/support/fake-openai";
import { writeTestBundle } from "../../tests/fixtures/bundles/write-test-bundle";
import { buildIfChanged } from "../setup/build-if-changed";
import { freePort, startServer } from "../test/servers";
import { clock, startProbing, summarize } from "./health-probe";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 3000);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SPLIT = "2025Q1";

/** A verdict benchmark whose dev split has ITEMS claims, no slices and no shifted copies: one item a claim. */
async function writeBundle(slug: string): Promise<string> {
  const claims = Array.from({ length: ITEMS }, (_, i) => ({
    claim_id: `c${String(i).padStart(5, "0")}`,
    text: `Claim ${i}: the harbour bridge reopened after ${i % 97} days of repairs.`,
    claim_date: `2025-0${1 + (i % 3)}-${String(1 + (i % 28)).padStart(2, "0")}`,
    evidence: [{ id: "e", title: `Report ${i}`, published: "2025-01-01" }],
  }));
  return writeTestBundle({
    "benchmark.json": {
      slug,
      title: "Evaluation bench",
      track: "verdict",
      labels: ["True", "False"],
      description: "bench:evaluate",
      license: "CC0",
      citation: "-",
    },
    "claims.jsonl": claims,
    "labels.jsonl": claims.map((c, i) => ({ claim_id: c.claim_id, label: i % 2 ? "True" : "False" })),
    "splits.json": { dev: [SPLIT], test: [] },
  });
}

/** CPU seconds (user + system) the process `pid` has used so far; NaN where /proc is missing. */
function cpuSeconds(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux); the name
    // in field 2 may hold spaces, so count from its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function api(base: string, secret: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? "file:./data/test/bench-evaluate.db";
  process.env.DATABASE_URL = databaseUrl;
  const storageEnv = { STORAGE_URL: "./data/test/bench-evaluate-files" };
  Object.assign(process.env, storageEnv);
  await resetDatabase(databaseUrl);

  const slug = `bench-eval-${Date.now()}`;
  const { importBundleFromPath } = await import("@/lib/server/bundles/import-bundle-from-path");
  const { createBenchParticipant } = await import("./bench-participant");
  await importBundleFromPath({ id: null, role: "admin" }, await writeBundle(slug), { publish: true });
  const { secret, modelId } = await createBenchParticipant("bench-eval", "Bench", "bench-eval-model");

  const fake = await startFakeOpenAi();
  fake.delayMs = LATENCY_MS;
  fake.chatAnswerOf = (prompt) => `Weighing the report, [[${prompt.length % 2 ? "True" : "False"}]].`;
  buildIfChanged();
  const server = await startServer(
    await freePort(),
    databaseUrl,
    {
      ...storageEnv,
      EVALUATION_CONCURRENCY: String(CONCURRENCY),
      // The rate limit is not what is measured: far above what the run can send.
      EVALUATION_RATE_POINTS: "1000000",
    },
    // BENCH_PROFILE=<folder>: a CPU profile of the app server, written when it stops.
    process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  );
  const base = server.url.replace("localhost", "127.0.0.1");
  const load = [os.loadavg()[0]!];
  try {
    await api(base, secret, "PUT", `/models/${modelId}/endpoint`, {
      baseUrl: fake.url,
      model: "fake-bench",
      maxRequestsPerRun: ITEMS * 2,
      maxUsdPerRun: 100,
    });
    const probe = startProbing(base);
    const t0 = clock();
    await new Promise((r) => setTimeout(r, 3000));
    const t1 = clock();
    const cpu0 = cpuSeconds(server.pid);
    const { id } = (await api(base, secret, "POST", "/evaluations", {
      benchmark: slug,
      split: SPLIT,
      modelId,
    })) as { id: string };
    let run: Record<string, unknown> = {};
    while (clock() - t1 < 600_000) {
      run = await api(base, secret, "GET", `/evaluations/${id}`);
      if (!["queued", "running"].includes(String(run.status))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const t2 = clock();
    const cpu = cpuSeconds(server.pid) - cpu0;
    await probe.stop();
    load.push(os.loadavg()[0]!);

    const chats = fake.requests.filter((r) => r.endpoint === "chat");
    const first = chats[0]?.at ?? NaN;
    const last = chats.at(-1)?.at ?? NaN;
    // From the first request's arrival to the last answer sent (arrival + latency), on the fake's clock.
    const spanMs = last + LATENCY_MS - first;
    const perSecond = (chats.length * 1000) / spanMs;
    const bound = (CONCURRENCY * 1000) / LATENCY_MS;
    const laneMsPerItem = (spanMs * CONCURRENCY) / chats.length;
    // The fake stamps requests with Date.now(), the probes with the performance clock.
    const runFrom = first + (clock() - Date.now());
    console.log(
      JSON.stringify({
        machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
        loadAverage1m: load.map((l) => Math.round(l * 10) / 10),
        database: databaseUrl.split(":")[0],
        items: ITEMS,
        concurrency: CONCURRENCY,
        latencyMs: LATENCY_MS,
      }),
    );
    console.log(
      JSON.stringify({
        status: run.status,
        done: run.done,
        requests: chats.length,
        runSeconds: Math.round(spanMs / 100) / 10,
        startToDoneSeconds: Math.round((t2 - t1) / 100) / 10,
        itemsPerSecond: Math.round(perSecond),
        bound,
        ofBound: `${Math.round((100 * perSecond) / bound)}%`,
        perItemOverheadMs: Math.round((laneMsPerItem - LATENCY_MS) * 10) / 10,
        // The app server's CPU from the start request to done (its threads included), per item.
        serverCpuMsPerItem: Math.round(((cpu * 1000) / chats.length) * 100) / 100,
      }),
    );
    console.log(JSON.stringify({ phase: "idle", health: summarize(probe.probes, t0, t1) }));
    console.log(
      JSON.stringify({
        phase: "evaluation running",
        health: summarize(probe.probes, runFrom, runFrom + spanMs),
      }),
    );
    console.log("targets: at least 80% of the bound; health p95 < 100 ms during the run");
  } finally {
    server.stop();
    await fake.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
