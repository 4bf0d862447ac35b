// `npm run bench:import`: imports a generated 25,000-claim bundle with evidence into a
// fresh SQLite database (or $DATABASE_URL when it points at a local livecheck_* database)
// and prints time and peak memory. Target: under 30 s and 500 MB.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetDatabase } from "../../tests/support/databases";
import { writeBigBundle } from "../demo-data/big-bundle";

const CLAIMS = Number(process.argv[2] ?? 25_000);

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= "file:./data/test/bench-import.db";
  process.env.STORAGE_DIR ??= "./data/test/bench-files";
  await resetDatabase(process.env.DATABASE_URL);
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-import-")), "bundle");
  await writeBigBundle(dir, CLAIMS, 7);
  const { importBundleFromPath } = await import("@/lib/server/bundles/import-bundle-from-path");
  const started = performance.now();
  const summary = await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  const seconds = (performance.now() - started) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      claims: summary.claimsAdded,
      database: process.env.DATABASE_URL.split(":")[0],
      seconds: Number(seconds.toFixed(2)),
      peakRssMb: Math.round(peakMb),
    }),
  );
  console.log(
    `import of ${summary.claimsAdded} claims: ${seconds.toFixed(1)} s, peak RSS ${Math.round(peakMb)} MB (target < 30 s, < 500 MB)`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
