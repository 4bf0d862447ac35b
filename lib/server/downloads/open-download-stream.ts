import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { AppError } from "@/lib/errors/app-error";
import { logDownload } from "@/lib/server/downloads/log-download";
import { resolveStoragePath } from "@/lib/server/downloads/resolve-storage-path";

/**
 * Opens a release file as a web stream that counts the bytes it sends and logs the
 * download once, when the stream ends or the client goes away (with the bytes sent so far).
 */
export async function openDownloadStream(file: { id: string; path: string }, userId: string | null): Promise<{ stream: ReadableStream<Uint8Array>; bytes: number }> {
  const full = resolveStoragePath(file.path);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw new AppError("INTERNAL", "This file is missing from storage; tell the benchmark's maintainers");
  const source = createReadStream(full);
  let sent = 0;
  let logged = false;
  const log = async () => {
    if (logged) return;
    logged = true;
    await logDownload(userId, file.id, sent).catch((err: unknown) => console.error("[downloads] could not log a download", err));
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      source.on("data", (chunk) => {
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
  return { stream, bytes: info.size };
}
