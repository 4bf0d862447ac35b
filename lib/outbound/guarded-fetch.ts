// A fetch for addresses users typed: checked, pinned to the checked address, no redirects, capped.
import "server-only";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { resolveOutboundTarget, type OutboundOptions, type OutboundTarget } from "./check-outbound-url";
import { OutboundRefusal } from "./outbound-refusal";

/** The largest answer read by default, in bytes (after decompression). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface GuardedFetchOptions extends OutboundOptions {
  /** The largest answer read, in bytes after decompression; MAX_ANSWER_BYTES by default. */
  maxBytes?: number;
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${bytes} bytes`;

const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  "x-gzip": () => zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  deflate: () => zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  br: () => zlib.createBrotliDecompress(),
};

/** Sends the request to the checked address only: the host name stays in Host and TLS SNI. */
function send(request: Request, target: OutboundTarget, body: Buffer | null): Promise<IncomingMessage> {
  const { url, address, family } = target;
  const lookup: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  headers["accept-encoding"] ??= Object.keys(DECODERS).join(", ");
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = (url.protocol === "https:" ? https : http).request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers,
        lookup,
        family,
        agent: false, // a fresh connection per call: no pooled socket outlives its check
        signal: request.signal,
      },
      resolve,
    );
    req.on("error", (err) =>
      reject(request.signal.aborted ? request.signal.reason : new TypeError("fetch failed", { cause: err })),
    );
    req.end(body ?? undefined);
  });
}

/** The body as a web stream that fails with "size-cap" past `maxBytes` (and stops reading). */
function cappedBody(res: IncomingMessage, signal: AbortSignal, maxBytes: number): ReadableStream<Uint8Array> {
  const decoder = DECODERS[String(res.headers["content-encoding"] ?? "").toLowerCase()]?.();
  const source: Readable = decoder ? res.pipe(decoder) : res;
  if (decoder) res.on("error", (err) => decoder.destroy(err));
  const onAbort = () => res.destroy(signal.reason instanceof Error ? signal.reason : undefined);
  signal.addEventListener("abort", onAbort, { once: true });
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = 0;
  const stop = () => {
    signal.removeEventListener("abort", onAbort);
    res.destroy();
    source.destroy();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) return (signal.removeEventListener("abort", onAbort), controller.close());
        received += next.value.length;
        if (received > maxBytes)
          throw new OutboundRefusal("size-cap", `the answer is larger than ${sizeOf(maxBytes)}`);
        controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      } catch (err) {
        stop();
        // As fetch reports them: the job's abort as its reason, a cut connection as "terminated".
        controller.error(
          err instanceof OutboundRefusal
            ? err
            : signal.aborted
              ? signal.reason
              : new TypeError("terminated", { cause: err }),
        );
      }
    },
    cancel: stop,
  });
}

function toResponse(
  res: IncomingMessage,
  request: Request,
  target: OutboundTarget,
  maxBytes: number,
): Response {
  const status = res.statusCode ?? 0;
  if (status >= 300 && status < 400) {
    res.destroy();
    throw new OutboundRefusal(
      "no-redirect",
      `the endpoint answered HTTP ${status}, a redirect, which is not followed`,
    );
  }
  if (Number(res.headers["content-length"]) > maxBytes) {
    res.destroy();
    throw new OutboundRefusal("size-cap", `the answer is larger than ${sizeOf(maxBytes)}`);
  }
  if (status < 200 || status > 599) {
    res.destroy();
    throw new TypeError("fetch failed", { cause: new Error(`HTTP status ${status}`) });
  }
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
    headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  const hasBody = request.method !== "HEAD" && status !== 204 && status !== 205;
  if (!hasBody) res.resume();
  else if (DECODERS[String(res.headers["content-encoding"] ?? "").toLowerCase()]) {
    headers.delete("content-encoding"); // the body is handed on decoded, as fetch does
    headers.delete("content-length");
  }
  const response = new Response(hasBody ? cappedBody(res, request.signal, maxBytes) : null, {
    status,
    statusText: res.statusMessage ?? "",
    headers,
  });
  Object.defineProperty(response, "url", { value: target.url.href });
  return response;
}

/**
 * A `fetch` for an address a user typed (pass it to the openai client's `fetch` option, or
 * call it directly). Each call checks the URL and resolves its host once
 * (`resolveOutboundTarget`), then connects to that address only, so a second DNS answer
 * cannot move it (rebinding). A redirect (3xx) is refused ("no-redirect") rather than
 * followed, so the body is never re-sent elsewhere; an answer over `maxBytes` is cut off
 * and fails ("size-cap"). Refusals reject with OutboundRefusal (before any connection for
 * the address rules); network failures as fetch's own do (`TypeError: fetch failed`, a
 * cut body as `TypeError: terminated`). The request body is buffered before sending.
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): typeof fetch {
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  return async (input, init) => {
    const request = new Request(input, init);
    let target: OutboundTarget;
    try {
      target = await resolveOutboundTarget(request.url, options);
    } catch (err) {
      if (err instanceof OutboundRefusal) throw err;
      throw new TypeError("fetch failed", { cause: err });
    }
    request.signal.throwIfAborted();
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
    const res = await send(request, target, body);
    return toResponse(res, request, target, maxBytes);
  };
}
