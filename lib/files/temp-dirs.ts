// Private temporary folders for uploads and store copies, and their cleanup after a crash.
// Plain Node (no Next.js, no server-only): the server script and the worker call the cleanup.
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

type TempDirKind = "upload" | "copy" | "bundle";

/** Folders older than this are removed whoever made them: no upload or job takes a day. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** `livecheck-<kind>-<pid>-XXXXXX`, or the older `livecheck-upload-XXXXXX` without a pid. */
const NAME = /^livecheck-(upload|copy|bundle)-(?:(\d+)-)?[A-Za-z0-9]{6}$/;

/** A new private folder `livecheck-<kind>-<pid>-XXXXXX` in the system temp folder; the pid tells a cleanup whose it is. */
export function makeTempDir(kind: TempDirKind, parent = os.tmpdir()): Promise<string> {
  return mkdtemp(path.join(parent, `livecheck-${kind}-${process.pid}-`));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the temporary folders that processes killed mid-upload (kill -9, power cut) left
 * behind: those of processes that no longer run, older ones without a pid, and any older than
 * a day. Folders of live processes (another app server on this machine) are kept.
 * Returns the names removed.
 */
export async function cleanTempDirs(parent = os.tmpdir(), now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const match = NAME.exec(name);
    if (!match) continue;
    const full = path.join(parent, name);
    const info = await stat(full).catch(() => null);
    if (!info?.isDirectory()) continue;
    const pid = match[2] === undefined ? null : Number(match[2]);
    const isOld = now - info.mtimeMs > MAX_AGE_MS;
    const isOrphan =
      pid === null ? now - info.mtimeMs > 60 * 60 * 1000 : pid !== process.pid && !isAlive(pid);
    if (!isOld && !isOrphan) continue;
    await rm(full, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
