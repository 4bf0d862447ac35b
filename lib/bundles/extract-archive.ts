import { open, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { ArchiveRefusedError, DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "./archive-limits";
import { BUNDLE_FILES } from "./bundle-types";
import { extractTarGz } from "./extract-tar";
import { extractZip } from "./extract-zip";
import { ExtractionBudget } from "./extraction-budget";

/** What an extraction produced. */
interface ExtractedArchive {
  /** Folder holding benchmark.json: the target itself or its single top folder. */
  bundleDir: string;
  entryCount: number;
  /** Inflated bytes of all files. */
  totalBytes: number;
}

/**
 * Extracts an uploaded bundle archive (.zip or .tar.gz, detected from its first bytes,
 * not its name) into `targetDir`, which must not exist yet. Refuses unsafe paths, links,
 * special files, too many entries, oversize entries or totals and compression bombs,
 * counting actual inflated bytes. On any refusal or error `targetDir` is removed again
 * and an `ArchiveRefusedError` is thrown.
 */
export async function extractArchive(
  file: string,
  targetDir: string,
  limits: Partial<ArchiveLimits> = {},
): Promise<ExtractedArchive> {
  const effective: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...limits };
  const exists = await stat(targetDir).then(
    () => true,
    () => false,
  );
  if (exists)
    throw new ArchiveRefusedError("target-exists", `extraction target already exists: ${targetDir}`);
  const format = await detectFormat(file);
  const archiveBytes = (await stat(file)).size;
  const budget = new ExtractionBudget(effective, archiveBytes);
  await mkdir(targetDir, { recursive: true });
  try {
    if (format === "zip") await extractZip(file, targetDir, budget);
    else await extractTarGz(file, targetDir, budget, effective, archiveBytes);
    const bundleDir = await findBundleRoot(targetDir);
    return { bundleDir, entryCount: budget.entryCount, totalBytes: budget.bytes };
  } catch (error) {
    await rm(targetDir, { recursive: true, force: true });
    throw error instanceof ArchiveRefusedError
      ? error
      : new ArchiveRefusedError(
          "corrupt",
          `could not extract archive: ${error instanceof Error ? error.message : String(error)}`,
        );
  }
}

async function detectFormat(file: string): Promise<"zip" | "tar.gz"> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "zip";
    if (head[0] === 0x1f && head[1] === 0x8b) return "tar.gz";
  } finally {
    await handle.close();
  }
  throw new ArchiveRefusedError(
    "unsupported-format",
    `${path.basename(file)} is neither a .zip nor a .tar.gz archive`,
  );
}

/** Ignored when looking for the single top folder (macOS archive litter, dot files). */
function isLitter(name: string): boolean {
  return name === "__MACOSX" || name.startsWith(".");
}

async function findBundleRoot(targetDir: string): Promise<string> {
  const entries = (await readdir(targetDir, { withFileTypes: true })).filter((e) => !isLitter(e.name));
  if (entries.some((e) => e.isFile() && e.name === BUNDLE_FILES.benchmark)) return targetDir;
  const [only, ...rest] = entries;
  if (only && rest.length === 0 && only.isDirectory()) {
    const inner = path.join(targetDir, only.name);
    const hasMeta = await stat(path.join(inner, BUNDLE_FILES.benchmark)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (hasMeta) return inner;
  }
  throw new ArchiveRefusedError(
    "no-bundle-root",
    "archive holds no benchmark.json at its root or in a single top folder",
  );
}
