import "server-only";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { extractArchive } from "@/lib/bundles/extract-archive";
import { ArchiveRefusedError } from "@/lib/bundles/archive-limits";
import { readBundle } from "@/lib/bundles/read-bundle";
import { AppError } from "@/lib/errors/app-error";
import { makeTempDir } from "@/lib/files/temp-dirs";
import { BundleInvalidError } from "./bundle-invalid-error";
import { importBundle, type ImportSummary } from "./import-bundle";
import type { Importer } from "@/lib/vocabulary";

/**
 * Imports a bundle folder or a .zip/.tar.gz archive of one. The archive is extracted
 * defensively into a temporary folder, the whole bundle is validated, and only then is
 * anything written. Used by the CLI and by the upload form.
 */
export async function importBundleFromPath(
  actor: Importer,
  source: string,
  options: { publish?: boolean; demo?: boolean } = {},
): Promise<ImportSummary> {
  const info = await stat(source).catch(() => null);
  if (!info) throw new AppError("NOT_FOUND", `${source}: no such file or folder`);
  let dir = source;
  let tmp: string | null = null;
  try {
    if (!info.isDirectory()) {
      tmp = await makeTempDir("bundle");
      try {
        dir = (await extractArchive(source, path.join(tmp, "bundle"))).bundleDir;
      } catch (err) {
        if (err instanceof ArchiveRefusedError)
          throw new AppError("BAD_REQUEST", `${path.basename(source)}: ${err.message}`);
        throw err;
      }
    }
    const result = await readBundle(dir);
    if (!result.ok) throw new BundleInvalidError(result.problems, result.totalProblems);
    return await importBundle(actor, result.bundle, options);
  } finally {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
}
