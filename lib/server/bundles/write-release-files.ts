import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { buildReleaseFiles, type ReleaseFileContent } from "./build-release-files";

export type PreparedFile = {
  name: string;
  kind: ReleaseFileContent["kind"];
  bytes: number;
  sha256: string;
  relativePath: string;
};

/**
 * Writes a release's downloadable files (`buildReleaseFiles`) into the store. Each import
 * writes under its own folder (`releases/<slug>-<hash>-<random>/`), so a failed import can
 * remove exactly its own files and two imports of one bundle never touch each other's.
 */
export async function stageReleaseFiles(
  bundle: ParsedBundle,
  releaseKey: string,
): Promise<{ files: PreparedFile[] }> {
  const contents = buildReleaseFiles(bundle);
  const folder = `releases/${releaseKey}-${randomBytes(4).toString("hex")}`;
  const store = getFileStore();
  const files: PreparedFile[] = [];
  try {
    for (const c of contents) {
      const relativePath = `${folder}/${c.name}`;
      files.push({
        name: c.name,
        kind: c.kind,
        bytes: c.data.length,
        sha256: createHash("sha256").update(c.data).digest("hex"),
        relativePath,
      });
      await store.putBytes(relativePath, c.data);
    }
  } catch (err) {
    await discardStagedFiles(files);
    throw err;
  }
  return { files };
}

/** Removes a release's files again when the transaction that would point at them failed. */
export async function discardStagedFiles(files: readonly PreparedFile[]): Promise<void> {
  const store = getFileStore();
  await Promise.all(files.map((f) => store.remove(f.relativePath).catch(() => undefined)));
}
