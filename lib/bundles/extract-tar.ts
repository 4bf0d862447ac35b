import { createReadStream } from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar, { type Extract } from "tar-stream";
import { ArchiveRefusedError, toSafeSegments, type ArchiveLimits } from "./archive-limits";
import type { ExtractionBudget } from "./extraction-budget";
import { writeFileEntry, writeFolderEntry } from "./write-archive-entry";

/**
 * Extracts a .tar.gz into `targetDir` (which must exist). Only regular files and folders
 * are accepted; links, devices and FIFOs are refused. Besides the per-file budget, the raw
 * gunzip output is capped too, so padding or header bombs cannot inflate unchecked.
 */
export async function extractTarGz(
  file: string,
  targetDir: string,
  budget: ExtractionBudget,
  limits: ArchiveLimits,
  archiveBytes: number,
): Promise<void> {
  const extract = tar.extract();
  const feeding = pipeline(
    createReadStream(file),
    createGunzip(),
    meterStream(limits, archiveBytes),
    extract,
  );
  let failure: unknown = null;
  try {
    for await (const entry of extract) {
      await handleEntry(entry, targetDir, budget);
    }
  } catch (error) {
    failure = error;
    extract.destroy();
  }
  const feedError = await feeding.then(
    () => null,
    (error: unknown) => error,
  );
  const error = failure ?? feedError;
  if (error instanceof ArchiveRefusedError) throw error;
  if (error) {
    throw new ArchiveRefusedError(
      "corrupt",
      `unreadable tar.gz archive: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

type TarEntry = Extract extends AsyncIterable<infer E> ? E : never;

async function handleEntry(entry: TarEntry, targetDir: string, budget: ExtractionBudget): Promise<void> {
  const { name, type } = entry.header;
  const segments = toSafeSegments(name);
  if (type === "symlink" || type === "link")
    throw new ArchiveRefusedError("link", `${type} in archive: ${name}`);
  if (type !== "file" && type !== "directory") {
    throw new ArchiveRefusedError("special-file", `${type ?? "unknown"} entry in archive: ${name}`);
  }
  budget.addEntry(segments.join("/"));
  if (type === "directory") {
    entry.resume();
    await writeFolderEntry(targetDir, segments);
    return;
  }
  if (segments.length === 0)
    throw new ArchiveRefusedError("unsafe-path", `file entry without a name: ${JSON.stringify(name)}`);
  await writeFileEntry(entry, targetDir, segments, budget);
}

/** Caps the whole decompressed tar stream (headers and padding included). */
function meterStream(limits: ArchiveLimits, archiveBytes: number): Transform {
  const cap = limits.maxTotalBytes + (limits.maxEntries + 2) * 1024 + limits.ratioFloorBytes;
  const ratioCap =
    Math.max(limits.ratioFloorBytes, limits.maxRatio * archiveBytes) + (limits.maxEntries + 2) * 1024;
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > cap)
        callback(
          new ArchiveRefusedError(
            "total-too-large",
            `archive inflates to more than ${limits.maxTotalBytes} bytes`,
          ),
        );
      else if (bytes > ratioCap) {
        callback(
          new ArchiveRefusedError(
            "ratio",
            `archive inflates to more than ${limits.maxRatio} times its size: refusing a possible compression bomb`,
          ),
        );
      } else callback(null, chunk);
    },
  });
}
