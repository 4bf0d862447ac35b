// What the configured store holds under a prefix, for tests that check nothing was left
// behind or lost. Folder: the files under it. S3 (the local test server): the objects it
// keeps on disk (it has no listing the SDK signs the same way, so its folder is read).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { parseStorageUrl } from "@/lib/server/storage/parse-storage-url";

const OBJECT = "._S3rver_object";

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full).map((f) => `${name}/${f}`) : [name];
  });
}

/** Keys under `prefix` (e.g. "contamination"), relative to the store's root, sorted. */
export function listStoredKeys(prefix: string): string[] {
  const location = parseStorageUrl(env.storageUrl);
  if (location.kind === "folder")
    return walk(path.resolve(location.root, prefix))
      .filter((f) => !f.includes(".part-"))
      .map((f) => `${prefix}/${f}`)
      .sort();
  const dir = process.env.LIVECHECK_TEST_S3_DIR;
  if (!dir)
    throw new Error("LIVECHECK_TEST_S3_DIR is not set: where does the test S3 server keep its objects?");
  const base = path.resolve(dir, location.bucket, location.prefix, prefix);
  return walk(base)
    .filter((f) => f.endsWith(OBJECT))
    .map((f) => `${prefix}/${f.slice(0, -OBJECT.length)}`)
    .sort();
}
