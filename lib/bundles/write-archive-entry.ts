import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { ArchiveRefusedError } from "./archive-limits";
import type { ExtractionBudget } from "./extraction-budget";

/** Resolves safe segments under `targetDir`, re-checking that the result stays inside it. */
function resolveInside(targetDir: string, segments: readonly string[]): string {
  const root = path.resolve(targetDir);
  const dest = path.resolve(root, ...segments);
  if (dest !== root && !dest.startsWith(root + path.sep)) {
    throw new ArchiveRefusedError(
      "unsafe-path",
      `archive path escapes the target folder: ${segments.join("/")}`,
    );
  }
  return dest;
}

/** Creates a folder entry. */
export async function writeFolderEntry(targetDir: string, segments: readonly string[]): Promise<void> {
  await mkdir(resolveInside(targetDir, segments), { recursive: true });
}

/**
 * Streams one file entry to disk through the budget meter. The file is opened with `wx`
 * so an existing file (or anything placed there) is never overwritten or followed.
 */
export async function writeFileEntry(
  source: AsyncIterable<unknown>,
  targetDir: string,
  segments: readonly string[],
  budget: ExtractionBudget,
): Promise<void> {
  const dest = resolveInside(targetDir, segments);
  await mkdir(path.dirname(dest), { recursive: true });
  await pipeline(source, budget.meter(segments.join("/")), createWriteStream(dest, { flags: "wx" }));
}
