// `npm run bench:score`: scores a generated verdict file (33,334 claims × 3 slices, with
// shifted copies: 200,004 lines) with 1,000 bootstrap resamples, and a 25,000-claim
// integrity file, through the server's own code, printing time and peak memory for parse
// and validate, score, and store. Target: verdict under 5 s and 500 MB end to end.
// The benchmarks are generated and imported by a separate process first, so the figures
// (each case in its own process) cover only loading the split, parsing, scoring, storing.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetDatabase } from "../../tests/support/databases";
import { writeIntegrityCase, writeVerdictCase } from "./score-data";

type Case = { name: string; slug: string; predictions: string };

async function prepare(): Promise<Case[]> {
  await resetDatabase(process.env.DATABASE_URL!);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-score-"));
  const { importBundleFromPath } = await import("@/lib/server/bundles/import-bundle-from-path");
  const cases: Case[] = [];
  for (const [name, data] of [
    ["verdict", await writeVerdictCase(dir, 33_334)],
    ["integrity", await writeIntegrityCase(dir, 25_000)],
  ] as const) {
    const summary = await importBundleFromPath({ id: null, role: "admin" }, data.bundle, { publish: true });
    cases.push({ name, slug: summary.slug, predictions: data.predictions });
  }
  return cases;
}

async function measure(c: Case): Promise<void> {
  const { db } = await import("@/lib/db");
  const { loadScoringBenchmark } = await import("@/lib/server/scoring/load-scoring-benchmark");
  const { readPredictionFile } = await import("@/lib/server/submissions/read-prediction-file");
  const { scoreRecords } = await import("@/lib/scoring/score-records");
  const { storeScore } = await import("./store-score");
  const split = await db.split.findFirstOrThrow({
    where: { benchmark: { slug: c.slug } },
    select: { id: true },
  });
  const t0 = performance.now();
  const loaded = await loadScoringBenchmark(split.id);
  const records = await readPredictionFile(c.predictions, {
    name: path.basename(c.predictions),
    format: "jsonl",
    benchmark: loaded.benchmark,
    missingAsWrong: false,
    regime: "closed_book",
  });
  const t1 = performance.now();
  const result = scoreRecords(loaded.benchmark, records, { bootstrap: { b: 1000, seed: 0 } });
  const t2 = performance.now();
  await storeScore(loaded, split.id, records, result);
  const t3 = performance.now();
  const s = (a: number, b: number) => Number(((b - a) / 1000).toFixed(2));
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    JSON.stringify({
      case: c.name,
      lines: records.length,
      claims: result.n,
      parseValidateS: s(t0, t1),
      scoreS: s(t1, t2),
      storeS: s(t2, t3),
      totalS: s(t0, t3),
      peakRssMb,
    }),
  );
}

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= "file:./data/test/bench-score.db";
  process.env.STORAGE_DIR ??= "./data/test/bench-score-files";
  const [mode, arg] = process.argv.slice(2);
  if (mode === "--prepare") return console.log(JSON.stringify(await prepare()));
  if (mode === "--measure") return measure(JSON.parse(arg ?? "{}") as Case);
  const self = ["tsx", "--conditions=react-server", "scripts/bench/score.ts"];
  const cases = JSON.parse(
    execFileSync("npx", [...self, "--prepare"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .pop() ?? "[]",
  ) as Case[];
  for (const c of cases) execFileSync("npx", [...self, "--measure", JSON.stringify(c)], { stdio: "inherit" });
  console.log("targets (verdict): totalS < 5, peakRssMb < 500 — figures vary with machine load");
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
