import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

/** A stored file's absolute path: relative paths live under STORAGE_DIR and may not leave it. */
export function resolveStoragePath(stored: string): string {
  if (path.isAbsolute(stored)) return stored;
  const root = path.resolve(env.STORAGE_DIR);
  const full = path.resolve(root, stored);
  if (full !== root && !full.startsWith(root + path.sep)) throw new AppError("INTERNAL", "A stored file path points outside the storage directory");
  return full;
}
