// `npm run bench:upload`: what a heavy or hostile upload does to everyone else. On the built
// app (SQLite and a folder store; BENCH_DATABASE_URL=postgresql://… and BENCH_S3=1 for the
// other shape) it probes GET /api/health every 50 ms, idle, while a 50 MB valid prediction
// file (33,334 claims × 3 slices × 2 variants) is uploaded and checked, and while the worker
// scores it; then it uploads a 50 MB file that is one line. Prints health latency
// percentiles per phase, the upload's time to acknowledgement, the time to refuse the
// one-line file, and the temporary folders left behind. Targets (printed, not asserted):
// health p95 < 100 ms during the upload; the one-line file refused in under a second after
// it has arrived.
import { createWriteStream, readdirSync, statSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { resetDatabase } from "../../tests/support/databases";
import { startS3TestServer } from "../../tests/support/s3-test-server";
import { buildIfChanged } from "../setup/build-if-changed";
import { freePort, startServer } from "../test/servers";
import { writeVerdictCase } from "./score-data";
import { clock, startProbing, summarize } from "./health-probe";

const CLAIMS = 33_334;
const TARGET_BYTES = 50 * 1024 * 1024;

/** Pads the verdict predictions with a justification so the file is about 50 MB. */
async function writePaddedPredictions(source: string, target: string): Promise<number> {
  const lines = (await readFile(source, "utf8")).split("\n").filter(Boolean);
  const pad = Math.max(0, Math.floor(TARGET_BYTES / lines.length) - (lines[0]?.length ?? 0) - 20);
  const out = createWriteStream(target);
  for (const [i, line] of lines.entries()) {
    const row = { ...(JSON.parse(line) as object), justification: `${i} `.padEnd(pad, "x") };
    if (!out.write(JSON.stringify(row) + "\n")) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return statSync(target).size;
}

function leftoverUploadDirs(): string[] {
  return readdirSync(os.tmpdir()).filter((n) => /^livecheck-(upload|copy|bundle)-/.test(n));
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? "file:./data/test/bench-upload.db";
  process.env.DATABASE_URL = databaseUrl;
  const s3 = process.env.BENCH_S3 === "1" ? await startS3TestServer("./data/test/bench-upload-s3") : null;
  const storageEnv = s3 ? s3.env("bench-upload") : { STORAGE_URL: "./data/test/bench-upload-files" };
  Object.assign(process.env, storageEnv);
  await resetDatabase(databaseUrl);

  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-upload-"));
  const data = await writeVerdictCase(dir, CLAIMS);
  const benchmark = JSON.parse(await readFile(path.join(data.bundle, "benchmark.json"), "utf8")) as {
    slug: string;
  };
  await writeFile(path.join(data.bundle, "splits.json"), JSON.stringify({ dev: ["2025Q4"], test: [] }));
  const big = path.join(dir, "big.jsonl");
  const bigBytes = await writePaddedPredictions(data.predictions, big);
  const oneLine = path.join(dir, "one-line.jsonl");
  await writeFile(oneLine, `{"claim_id":"v000000","label":"${"x".repeat(TARGET_BYTES)}"}\n`);

  const { importBundleFromPath } = await import("@/lib/server/bundles/import-bundle-from-path");
  const { createBenchParticipant } = await import("./bench-participant");
  const { db } = await import("@/lib/db");
  await importBundleFromPath({ id: null, role: "admin" }, data.bundle, { publish: true });
  const { secret, modelId } = await createBenchParticipant("bench", "Bench", "bench-model");

  buildIfChanged();
  const server = await startServer(await freePort(), databaseUrl, {
    ...storageEnv,
    ...(s3 ? { DEMO_SUBMISSIONS: "false" } : {}),
  });
  const base = server.url.replace("localhost", "127.0.0.1");
  const upload = async (file: string, name: string) => {
    const query = new URLSearchParams({
      benchmark: benchmark.slug,
      split: "2025Q4",
      modelId,
      regime: "closed_book",
      filename: name,
    });
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/submissions?${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/x-ndjson" },
      body: new Uint8Array(await readFile(file)),
    });
    const body = (await res.json()) as { id?: string; error?: { message: string } };
    return { status: res.status, ms: Math.round(performance.now() - t0), body };
  };
  try {
    // Warm the scoring thread and the routes with a small file first.
    const probe = startProbing(base);
    const t0 = clock();
    await new Promise((r) => setTimeout(r, 3000));
    const t1 = clock();
    const accepted = await upload(big, "big.jsonl");
    const t2 = clock();
    if (accepted.status !== 201 || !accepted.body.id)
      throw new Error(`the 50 MB upload answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
    let status = "queued";
    while (status !== "scored" && status !== "failed" && clock() - t2 < 300_000) {
      await new Promise((r) => setTimeout(r, 500));
      status = (
        await db.submission.findUniqueOrThrow({ where: { id: accepted.body.id }, select: { status: true } })
      ).status;
    }
    const t3 = clock();
    const refused = await upload(oneLine, "one-line.jsonl");
    const t4 = clock();
    await probe.stop();
    console.log(
      JSON.stringify({
        shape: s3 ? "S3 store" : "folder store",
        database: databaseUrl.split(":")[0],
        fileMB: Math.round(bigBytes / 1e5) / 10,
      }),
    );
    console.log(JSON.stringify({ phase: "idle", health: summarize(probe.probes, t0, t1) }));
    console.log(
      JSON.stringify({
        phase: "50 MB upload until acknowledged",
        ackMs: accepted.ms,
        health: summarize(probe.probes, t1, t2),
      }),
    );
    console.log(
      JSON.stringify({
        phase: "scoring (in-app worker)",
        status,
        seconds: Math.round((t3 - t2) / 100) / 10,
        health: summarize(probe.probes, t2, t3),
      }),
    );
    console.log(
      JSON.stringify({
        phase: "50 MB one-line file",
        status: refused.status,
        totalMs: refused.ms,
        error: refused.body.error?.message.slice(0, 160),
        health: summarize(probe.probes, t3, t4),
      }),
    );
    console.log(JSON.stringify({ leftoverTempFolders: leftoverUploadDirs() }));
    console.log(
      "targets: health p95 < 100 ms during the upload; one-line file refused within a second of arriving (its totalMs includes sending 50 MB)",
    );
  } finally {
    server.stop();
    await s3?.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
