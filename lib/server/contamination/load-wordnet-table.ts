// The WordNet 3.0 table for METEOR, loaded in a way that also works inside the Next.js bundle.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parseWordNetTable, type WordNetTable } from "@/lib/contamination/wordnet";

let cached: WordNetTable | null = null;

/**
 * Same table as `loadWordNet30` in lib/contamination, but found from the working
 * directory: bundled server code (the in-app worker) cannot resolve the library's
 * `new URL(…, import.meta.url)`, and importing that module there fails at load time.
 * The app and the worker run from the repository root (`npm start`, `npm run worker`).
 */
export function loadWordNetTable(): WordNetTable {
  cached ??= parseWordNetTable(
    gunzipSync(
      readFileSync(path.join(process.cwd(), "lib", "contamination", "data", "wordnet-3.0-synonyms.txt.gz")),
    ).toString("utf8"),
  );
  return cached;
}
