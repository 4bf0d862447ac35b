import type { Readable } from "node:stream";

/**
 * Where LiveCheck keeps files (submissions, release files, evidence uploads): a local
 * folder or an S3-compatible bucket, chosen by STORAGE_URL. Keys are relative paths such
 * as `submissions/<id>.jsonl`; they never start with "/" and never contain "..".
 */
export interface FileStore {
  readonly kind: "folder" | "s3";
  /** Streams a local file into the store under `key`, replacing what was there. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Stores bytes under `key` (small files: release files, evidence uploads). */
  putBytes(key: string, data: Buffer | string): Promise<void>;
  /** The stored file's size in bytes, or null when there is none. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /**
   * A stream of the stored bytes (only `range.start`..`range.end`, inclusive, when given),
   * or null when there is no such file.
   */
  openRead(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** The whole stored file as UTF-8 text, or null when there is none. */
  readText(key: string): Promise<string | null>;
  /**
   * Runs `read` with a local path that holds the file: the file itself (folder), or a
   * private temporary copy that is removed afterwards (S3). Null when there is no such file.
   */
  withLocalCopy<T>(key: string, read: (path: string) => Promise<T>): Promise<T | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * A URL the client fetches the file from directly, valid for `seconds`, served as an
   * attachment named `fileName`; null when this store serves files through the app (folder).
   */
  presignDownload(key: string, options: { fileName: string; seconds: number }): Promise<string | null>;
}

/** Refuses keys that could leave the store's root. Absolute paths are for the folder store only. */
export function checkStorageKey(key: string): string {
  const parts = key.split(/[\\/]/);
  if (key === "" || parts.includes("..") || parts.includes("")) throw new Error(`Bad storage key '${key}'`);
  return parts.join("/");
}
