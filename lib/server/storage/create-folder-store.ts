import "server-only";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkStorageKey, type FileStore } from "./file-store";

/** Makes a file's bytes durable before it is renamed into place (an acknowledged upload survives a power cut). */
async function syncFile(file: string): Promise<void> {
  const handle = await open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files in a local folder (STORAGE_URL a path; the default ./data/files). Writes go to a
 * temporary name beside the target and are renamed into place, so a reader never sees
 * half a file. Absolute paths stored by older versions are read as they are.
 */
export function createFolderStore(rootDir: string): FileStore {
  const root = path.resolve(rootDir);
  const resolve = (key: string) => (path.isAbsolute(key) ? key : path.join(root, checkStorageKey(key)));
  const temporary = (target: string) =>
    `${target}.part-${process.pid}-${Math.random().toString(36).slice(2)}`;

  async function place(target: string, write: (tmp: string) => Promise<void>): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = temporary(target);
    try {
      await write(tmp);
      await syncFile(tmp);
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async function exists(full: string): Promise<{ bytes: number } | null> {
    const info = await stat(full).catch(() => null);
    return info?.isFile() ? { bytes: info.size } : null;
  }

  return {
    kind: "folder",
    putFile: async (key, localPath) => place(resolve(key), (tmp) => copyFile(localPath, tmp)),
    putBytes: async (key, data) => place(resolve(key), (tmp) => writeFile(tmp, data)),
    stat: async (key) => exists(resolve(key)),
    async openRead(key, range) {
      const full = resolve(key);
      return (await exists(full))
        ? createReadStream(full, range ? { start: range.start, end: range.end } : {})
        : null;
    },
    async readText(key) {
      const full = resolve(key);
      return (await exists(full)) ? readFile(full, "utf8") : null;
    },
    async withLocalCopy(key, read) {
      const full = resolve(key);
      return (await exists(full)) ? read(full) : null;
    },
    remove: async (key) => rm(resolve(key), { force: true }),
    presignDownload: async () => null,
  };
}
