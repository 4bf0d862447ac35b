import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logDownload } from "@/lib/server/downloads/log-download";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { parseRange, type ByteRange } from "./parse-range";

/**
 * How a download reaches the client: a stream the app sends (folder store), or a presigned
 * URL of the object store that the client is redirected to (S3 store, which serves ranges
 * itself). `bytes` is the file's size; `range` the part streamed when the client asked for
 * one (a resumed download), `unsatisfiable` a range that starts past the end (answered 416).
 */
export type Delivery =
  | { kind: "stream"; stream: ReadableStream<Uint8Array>; bytes: number; range: ByteRange | null }
  | { kind: "unsatisfiable"; bytes: number }
  | { kind: "redirect"; url: string; bytes: number };

/**
 * Opens a release file for a user whose access was just checked, and logs the download.
 * A streamed file is logged once, when the stream ends or the client goes away, with the
 * bytes sent so far. A presigned URL is logged when it is issued, with the file's size: the
 * store, not the app, sends the bytes.
 */
export async function openDownload(
  file: { id: string; path: string; name: string },
  userId: string | null,
  rangeHeader: string | null = null,
): Promise<Delivery> {
  const store = getFileStore();
  const info = await store.stat(file.path);
  if (!info)
    throw new AppError("INTERNAL", "This file is missing from storage; tell the benchmark's maintainers");
  const url = await store.presignDownload(file.path, {
    fileName: file.name,
    seconds: env.S3_PRESIGN_SECONDS,
  });
  if (url !== null) {
    await logDownload(userId, file.id, info.bytes);
    return { kind: "redirect", url, bytes: info.bytes };
  }
  const range = parseRange(rangeHeader, info.bytes);
  if (range === "unsatisfiable") return { kind: "unsatisfiable", bytes: info.bytes };
  const source = await store.openRead(file.path, range ?? undefined);
  if (!source)
    throw new AppError("INTERNAL", "This file is missing from storage; tell the benchmark's maintainers");
  let sent = 0;
  let logged = false;
  const log = async () => {
    if (logged) return;
    logged = true;
    await logDownload(userId, file.id, sent).catch((err: unknown) =>
      console.error("[downloads] could not log a download", err),
    );
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      source.on("data", (chunk: Buffer | string) => {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        sent += bytes.length;
        controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
        if ((controller.desiredSize ?? 1) <= 0) source.pause();
      });
      // Logged before the stream closes, so a client that has the whole file finds the event.
      source.on("end", () => {
        void log().then(() => controller.close());
      });
      source.on("error", (err) => {
        controller.error(err);
        void log();
      });
    },
    pull() {
      source.resume();
    },
    cancel() {
      source.destroy();
      void log();
    },
  });
  return { kind: "stream", stream, bytes: info.bytes, range };
}
