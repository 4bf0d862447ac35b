import path from "node:path";
import { writeBundleFolder } from "./bundle-data";
import { convertAveritec } from "./convert-averitec";
import { convertLiar2 } from "./convert-liar2";
import { buildDemoLivefact } from "./demo-livefact";
import { buildDemoVeritas } from "./demo-veritas";

/** The real data the repository ships (gzipped public sources with their licenses): `datasets/`. */
export const DATASETS_DIR = path.resolve(import.meta.dirname, "..", "..", "datasets");

/**
 * Writes every bundle that ships with the app into `outDir/<slug>/` and returns their
 * folder paths: the two synthetic demos (demo-veritas, demo-livefact) and the converted
 * real data from `dataDir` (averitec-dev from averitec/dev.json.gz, liar2 from
 * liar2/valid.csv.gz + liar2/test.csv.gz). Deterministic: same inputs, same bytes.
 */
export async function buildShippedBundles(outDir: string, dataDir: string = DATASETS_DIR): Promise<string[]> {
  const bundles = [
    buildDemoVeritas(),
    buildDemoLivefact(),
    (await convertAveritec(path.join(dataDir, "averitec", "dev.json.gz"))).data,
    (
      await convertLiar2([
        path.join(dataDir, "liar2", "valid.csv.gz"),
        path.join(dataDir, "liar2", "test.csv.gz"),
      ])
    ).data,
  ];
  const paths: string[] = [];
  for (const data of bundles)
    paths.push(await writeBundleFolder(path.join(outDir, data.benchmark.slug), data));
  return paths;
}
