import "server-only";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AppError } from "@/lib/errors/app-error";

/**
 * Streams a request body to `file`, refusing more than `maxBytes` (413) and empty bodies
 * (400). Memory stays bounded; on any failure the partial file is removed.
 */
export async function saveRequestBody(req: Request, file: string, maxBytes: number): Promise<number> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes)
    throw new AppError("TOO_LARGE", `The upload is ${declared} bytes; the limit is ${maxBytes}`);
  if (!req.body)
    throw new AppError("BAD_REQUEST", "The request has no body: send the file as the request body");
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > maxBytes)
        done(new AppError("TOO_LARGE", `The upload is over the limit of ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(req.body as WebReadableStream<Uint8Array>),
      counter,
      createWriteStream(file),
    );
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof AppError) throw err;
    throw new AppError("BAD_REQUEST", "The upload was cut off before it finished; nothing was saved");
  }
  if (bytes === 0) {
    await rm(file, { force: true });
    throw new AppError("BAD_REQUEST", "The uploaded file is empty");
  }
  return bytes;
}
