import "server-only";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@/lib/errors/app-error";
import { makeTempDir } from "@/lib/files/temp-dirs";

export type Upload = {
  dir: string;
  file: string;
  fileName: string;
  bytes: number;
  sha256: string;
  fields: Record<string, string>;
};

/** Counts and hashes bytes on their way to disk, failing past `maxBytes`. */
function meter(maxBytes: number) {
  const hash = createHash("sha256");
  const state = { bytes: 0, sha256: "" };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.bytes += chunk.length;
      if (state.bytes > maxBytes)
        return done(
          new AppError("TOO_LARGE", `The file is over the limit of ${maxBytes} bytes; nothing was saved`),
        );
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      state.sha256 = hash.digest("hex");
      done();
    },
  });
  return { stream, state };
}

/**
 * Streams an uploaded file to a private temporary folder, as multipart/form-data (the
 * file in `fileField`, other parts as text fields) or as the raw body (fields from the
 * query string, the name from `?filename=`). Memory stays bounded. Empty, cut-off and
 * oversized uploads are refused and leave nothing behind. The caller removes `dir`.
 */
export async function readUpload(
  req: Request,
  options: { maxBytes: number; fileField: string; defaultName: string },
): Promise<Upload> {
  if (!req.body) throw new AppError("BAD_REQUEST", "The request has no body");
  const dir = await makeTempDir("upload");
  const file = path.join(dir, "upload");
  try {
    const type = req.headers.get("content-type") ?? "";
    const body = Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
    const upload = type.startsWith("multipart/form-data")
      ? await readMultipart(body, type, file, options)
      : await readRaw(body, req.url, file, options);
    if (upload.bytes === 0) throw new AppError("BAD_REQUEST", `${upload.fileName}: the file is empty`);
    return { dir, file, ...upload };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    if (err instanceof AppError) throw err;
    throw new AppError("BAD_REQUEST", "The upload was cut off or malformed; nothing was saved");
  }
}

async function readRaw(
  body: Readable,
  url: string,
  file: string,
  options: { maxBytes: number; defaultName: string },
) {
  const params = new URL(url).searchParams;
  const { stream, state } = meter(options.maxBytes);
  await pipeline(body, stream, createWriteStream(file));
  return {
    fileName: params.get("filename") ?? options.defaultName,
    bytes: state.bytes,
    sha256: state.sha256,
    fields: Object.fromEntries(params),
  };
}

function readMultipart(
  body: Readable,
  type: string,
  file: string,
  options: { maxBytes: number; fileField: string },
) {
  return new Promise<Omit<Upload, "dir" | "file">>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let saved: Promise<{ fileName: string; bytes: number; sha256: string }> | null = null;
    const parser = busboy({
      headers: { "content-type": type },
      limits: { files: 1, fields: 50, fieldSize: 100_000 },
    });
    parser.on("field", (name, value) => (fields[name] = value));
    parser.on("file", (name, stream, info) => {
      if (name !== options.fileField || saved) return stream.resume();
      const { stream: counter, state } = meter(options.maxBytes);
      saved = pipeline(stream, counter, createWriteStream(file)).then(() => ({
        fileName: info.filename || "upload",
        ...state,
      }));
      // Over the limit: stop reading the request at once instead of draining it.
      saved.catch((err: unknown) => {
        body.unpipe(parser);
        body.destroy();
        reject(err);
      });
    });
    parser.on("error", reject);
    parser.on("close", () => {
      if (!saved)
        return reject(new AppError("BAD_REQUEST", `The form has no '${options.fileField}' file part`));
      saved.then((s) => resolve({ ...s, fields }), reject);
    });
    body.on("error", reject);
    body.pipe(parser);
  });
}
