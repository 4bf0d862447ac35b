import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { ArchiveRefusedError, toSafeSegments } from "./archive-limits";
import type { ExtractionBudget } from "./extraction-budget";
import { writeFileEntry, writeFolderEntry } from "./write-archive-entry";

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/**
 * Extracts a .zip into `targetDir` (which must exist), entry by entry, refusing unsafe
 * paths, symlinks and special files; sizes are enforced by `budget` on inflated bytes.
 * File names are decoded by us (decodeStrings off) so our own path checks run on them.
 * yauzl's size validation is off on purpose: our meter counts every inflated byte against
 * the limits whatever the headers say, and yauzl's check raised stray stream errors.
 */
export async function extractZip(file: string, targetDir: string, budget: ExtractionBudget): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: true },
      (error, opened) => (error || !opened ? reject(corrupt(error)) : resolve(opened)),
    ),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", (error: Error) => reject(corrupt(error)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        handleEntry(zip, entry, targetDir, budget).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

async function handleEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  targetDir: string,
  budget: ExtractionBudget,
): Promise<void> {
  const rawName: unknown = entry.fileName;
  const name = Buffer.isBuffer(rawName) ? rawName.toString("utf8") : String(rawName);
  const segments = toSafeSegments(name);
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === S_IFLNK) throw new ArchiveRefusedError("link", `symbolic link in archive: ${name}`);
  if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) {
    throw new ArchiveRefusedError("special-file", `special file in archive: ${name}`);
  }
  budget.addEntry(segments.join("/"));
  if (name.endsWith("/") || mode === S_IFDIR) {
    await writeFolderEntry(targetDir, segments);
    return;
  }
  if (segments.length === 0)
    throw new ArchiveRefusedError("unsafe-path", `file entry without a name: ${JSON.stringify(name)}`);
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) =>
      error || !opened ? reject(corrupt(error)) : resolve(opened),
    ),
  );
  try {
    await writeFileEntry(stream, targetDir, segments, budget);
  } catch (error) {
    throw error instanceof ArchiveRefusedError ? error : corrupt(error);
  }
}

function corrupt(error: unknown): ArchiveRefusedError {
  if (error instanceof ArchiveRefusedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ArchiveRefusedError("corrupt", `unreadable zip archive: ${message}`);
}
