/**
 * CLI: `npx tsx scripts/demo-data/main.ts <outDir>` writes the shipped bundles (from
 * `datasets/`); `npx tsx scripts/demo-data/main.ts --big <dir> <n> [seed]` writes a big one.
 */
import { buildShippedBundles } from "./build-bundles";
import { writeBigBundle } from "./big-bundle";

const args = process.argv.slice(2);
if (args[0] === "--big" && args[1] && args[2]) {
  await writeBigBundle(args[1], Number(args[2]), Number(args[3] ?? 1));
  console.log(args[1]);
} else if (args[0] && !args[0].startsWith("-")) {
  for (const dir of await buildShippedBundles(args[0])) console.log(dir);
} else {
  console.error("usage: main.ts <outDir> | main.ts --big <dir> <n> [seed]");
  process.exitCode = 2;
}
