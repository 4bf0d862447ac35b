// `npm run bench:score`: scores a generated verdict file (33,334 claims × 3 slices, with
// shifted copies: 200,004 lines) with 1,000 bootstrap resamples, and a 25,000-claim
// integrity file, through the server's own code, printing time and peak memory for parse
// and validate, score, and store. Target: verdict under 5 s and 500 MB end to end.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetDatabase } from "../../tests/support/databases";
import { writeIntegrityCase, writeVerdictCase } from "./score-data";

const rssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= "file:./data/test/bench-score.db";
  process.env.STORAGE_DIR ??= "./data/test/bench-score-files";
  await resetDatabase(process.env.DATABASE_URL);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-score-"));
  const { importBundleFromPath } = await import("@/lib/server/bundles/import-bundle-from-path");
  const { db } = await import("@/lib/db");
  const { loadScoringBenchmark } = await import("@/lib/server/scoring/load-scoring-benchmark");
  const { readPredictionFile } = await import("@/lib/server/submissions/read-prediction-file");
  const { storeScore } = await import("./store-score");
  const { scoreRecords } = await import("@/lib/scoring");
  for (const [name, data] of [["verdict", await writeVerdictCase(dir, 33_334)], ["integrity", await writeIntegrityCase(dir, 25_000)]] as const) {
    const summary = await importBundleFromPath({ id: null, role: "admin" }, data.bundle, { publish: true });
    const split = await db.split.findFirstOrThrow({ where: { benchmark: { slug: summary.slug } }, select: { id: true } });
    const t0 = performance.now();
    const loaded = await loadScoringBenchmark(split.id);
    const records = await readPredictionFile(data.predictions, { name: path.basename(data.predictions), format: "jsonl", benchmark: loaded.benchmark, missingAsWrong: false, regime: "closed_book" });
    const t1 = performance.now();
    const result = scoreRecords(loaded.benchmark, records, { bootstrap: { b: 1000, seed: 0 } });
    const t2 = performance.now();
    await storeScore(loaded, split.id, records, result);
    const t3 = performance.now();
    const s = (a: number, b: number) => Number(((b - a) / 1000).toFixed(2));
    console.log(JSON.stringify({ case: name, lines: records.length, claims: result.n, parseValidateS: s(t0, t1), scoreS: s(t1, t2), storeS: s(t2, t3), totalS: s(t0, t3), peakRssMb: rssMb() }));
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
