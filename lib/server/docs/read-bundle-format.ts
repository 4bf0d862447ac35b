import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** docs/BUNDLES.md, the bundle format guide, as the repository holds it (the app runs from its root). */
export async function readBundleFormat(): Promise<string> {
  return readFile(path.join(process.cwd(), "docs", "BUNDLES.md"), "utf8");
}
