import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";

/** A source file's text as UTF-8; `*.gz` files (how the repository ships them) are gunzipped first. */
export async function readSourceText(file: string): Promise<string> {
  const bytes = await readFile(file);
  return (file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}
