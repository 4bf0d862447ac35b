// One release file to disk: resumed with HTTP Range, checked against its published sha256,
// streamed (never held whole in memory), skipped when already there with the right checksum.
import { createHash } from "node:crypto";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { guardedFetch, errorOf } from "./connect";
import { LiveCheckError } from "./errors";

export type Progress = (done: number, total: number) => void;
const ATTEMPTS = 4;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

function diskError(err: NodeJS.ErrnoException, target: string): LiveCheckError {
  if (err.code === "EACCES" || err.code === "EPERM" || err.code === "EROFS")
    return new LiveCheckError(
      `Cannot write ${target}: the folder is not writable; choose another with --dir`,
    );
  if (err.code === "ENOSPC")
    return new LiveCheckError(
      `Cannot write ${target}: the disk is full; free some space or choose another --dir`,
    );
  return new LiveCheckError(`Cannot write ${target}: ${err.message}`);
}

export async function fetchFile(
  openLink: () => Promise<string>,
  opts: { host: string; target: string; bytes: number; sha256: string; progress?: Progress },
): Promise<"skipped" | "downloaded"> {
  const { target, bytes, sha256 } = opts;
  if (existsSync(target) && statSync(target).size === bytes && (await sha256Of(target)) === sha256)
    return "skipped";
  const part = `${target}.part`;
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    if (!existsSync(part)) writeFileSync(part, "");
  } catch (err) {
    throw diskError(err as NodeJS.ErrnoException, target);
  }
  let last: unknown = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      await fetchOnce(await openLink(), { ...opts, part });
      last = null;
      break;
    } catch (err) {
      if (err instanceof LiveCheckError && (err.status !== null || !err.message.startsWith("Cannot reach")))
        throw err;
      const code = (err as NodeJS.ErrnoException).code;
      if (code && ["EACCES", "EPERM", "EROFS", "ENOSPC"].includes(code))
        throw diskError(err as NodeJS.ErrnoException, target);
      last = err;
    }
  }
  if (last !== null) {
    const have = existsSync(part) ? statSync(part).size : 0;
    throw new LiveCheckError(
      `The download of ${path.basename(target)} was cut at ${have} of ${bytes} bytes: run the same command again to resume`,
    );
  }
  const actual = await sha256Of(part);
  if (actual !== sha256) {
    unlinkSync(part);
    throw new LiveCheckError(
      `${path.basename(target)} does not match its published sha256 (expected ${sha256}, got ${actual}); the file was removed: run download again`,
    );
  }
  renameSync(part, target);
  return "downloaded";
}

async function fetchOnce(
  url: string,
  opts: { host: string; part: string; bytes: number; progress?: Progress },
): Promise<void> {
  let have = statSync(opts.part).size;
  if (have > opts.bytes) {
    writeFileSync(opts.part, "");
    have = 0;
  }
  if (have === opts.bytes) return;
  const headers: Record<string, string> = have ? { range: `bytes=${have}-` } : {};
  // Redirects (an S3 store's presigned URL) are followed by fetch, and the token never goes with them.
  const res = await guardedFetch(url, opts.host, { headers });
  if (res.status === 416) {
    writeFileSync(opts.part, "");
    throw new Error("range not satisfiable");
  }
  if (!res.ok || !res.body)
    throw errorOf(res.status, (await res.json().catch(() => undefined)) as undefined, opts.host);
  if (res.status !== 206) have = 0;
  const out = createWriteStream(opts.part, { flags: res.status === 206 ? "a" : "w" });
  let done = have;
  opts.progress?.(done, opts.bytes);
  const counted = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream<Uint8Array>).on(
    "data",
    (chunk: Buffer) => {
      done += chunk.length;
      opts.progress?.(done, opts.bytes);
    },
  );
  await pipeline(counted, out);
  if (done < opts.bytes) throw new Error("connection cut");
}
