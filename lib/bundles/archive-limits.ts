/** Limits for extracting an uploaded bundle archive. Sizes are uncompressed bytes. */
export interface ArchiveLimits {
  /** Most entries (files and folders) an archive may hold. */
  maxEntries: number;
  /** Most bytes one file may inflate to. */
  maxEntryBytes: number;
  /** Most bytes all files together may inflate to. */
  maxTotalBytes: number;
  /** Most bytes inflated per byte of archive file (zip/gzip bomb guard)... */
  maxRatio: number;
  /** ...applied only once this many bytes were inflated, so tiny archives are not refused. */
  ratioFloorBytes: number;
}

/** Defaults: generous for 25,000 claims with evidence (tens of MB), tight for bombs. */
export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 100,
  maxEntryBytes: 512 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** Why an archive was refused. */
export type ArchiveRefusal =
  | "unsupported-format"
  | "unsafe-path"
  | "link"
  | "special-file"
  | "duplicate-entry"
  | "too-many-entries"
  | "entry-too-large"
  | "total-too-large"
  | "ratio"
  | "corrupt"
  | "no-bundle-root"
  | "target-exists";

/** Thrown when an archive is refused; nothing extracted stays behind. */
export class ArchiveRefusedError extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    message: string,
  ) {
    super(message);
    this.name = "ArchiveRefusedError";
  }
}

/**
 * Checks an entry name and returns it as safe relative path segments. Refuses absolute
 * paths (`/x`, `C:x`), `..` segments, back-slashes and control characters; `.` and empty
 * segments are dropped. Returns [] for the archive root itself (`./`).
 */
export function toSafeSegments(name: string): string[] {
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) {
    throw new ArchiveRefusedError("unsafe-path", `absolute path in archive: ${JSON.stringify(name)}`);
  }
  if (name.includes("\\") || /[\u0000-\u001f]/.test(name)) {
    throw new ArchiveRefusedError(
      "unsafe-path",
      `invalid characters in archive path: ${JSON.stringify(name)}`,
    );
  }
  const segments = name.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) {
    throw new ArchiveRefusedError("unsafe-path", `path traversal in archive: ${JSON.stringify(name)}`);
  }
  return segments;
}
