import { existsSync } from "node:fs";
import path from "node:path";
import { writeBundleFolder } from "./bundle-data";
import { convertAveritec } from "./convert-averitec";
import { convertLiar2 } from "./convert-liar2";
import { buildDemoLivefact } from "./demo-livefact";
import { buildDemoVeritas } from "./demo-veritas";

/**
 * Writes every bundle that ships with the app into `outDir/<slug>/` and returns their
 * folder paths: the two synthetic demos (demo-veritas, demo-livefact) and the converted
 * real data from `sharedDataDir` when that folder exists (averitec-dev from averitec/dev.json, liar2 from
 * liar2/valid.csv + liar2/test.csv). Deterministic: same inputs, same bytes.
 */
export async function buildShippedBundles(outDir: string, sharedDataDir: string): Promise<string[]> {
  const bundles = [buildDemoVeritas(), buildDemoLivefact()];
  // The real data is optional: a checkout without ../shared/data still gets the demos.
  if (existsSync(sharedDataDir)) {
    bundles.push((await convertAveritec(path.join(sharedDataDir, "averitec", "dev.json"))).data);
    bundles.push((await convertLiar2([path.join(sharedDataDir, "liar2", "valid.csv"), path.join(sharedDataDir, "liar2", "test.csv")])).data);
  }
  const paths: string[] = [];
  for (const data of bundles) paths.push(await writeBundleFolder(path.join(outDir, data.benchmark.slug), data));
  return paths;
}
