// A micro-cache for public pages as signed-out visitors see them, in front of the Next.js
// request handler (scripts/serve.ts). A page a signed-out visitor asks for is the same for
// every signed-out visitor, so it is rendered once per `ttlMs` and replayed byte for byte
// (already compressed) until then. Requests with a session cookie, client-router (RSC)
// requests and anything but GET always render; so does a hard reload (Cache-Control: no-cache).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export type PageCacheOptions = {
  /** How long a rendered page is replayed, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** Most pages kept (least recently stored goes first). */
  maxEntries: number;
  /** Larger pages are not kept, in bytes. */
  maxBytes: number;
  /** Path names (without query string) that may be cached. */
  paths: RegExp[];
};

type Entry = { at: number; status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Headers Next.js client navigation and Server Actions send; their answers are not documents. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];
/** Set per connection or per response, never replayed. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

/** The cache key of a request, or null when it must be rendered (see the file comment). */
export function pageCacheKey(req: IncomingMessage, paths: RegExp[]): string | null {
  if (req.method !== "GET" || !req.url) return null;
  const path = req.url.split("?")[0] ?? "";
  if (!paths.some((p) => p.test(path))) return null;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  if ((req.headers.cookie ?? "").includes("next-auth.session-token")) return null;
  if (/no-cache|no-store/.test(String(req.headers["cache-control"] ?? "") + String(req.headers.pragma ?? ""))) return null;
  // The answer is compressed as this header allows, so it is part of the key.
  const encoding = String(req.headers["accept-encoding"] ?? "").toLowerCase().replace(/\s+/g, "");
  return `${encoding}\n${req.url}`;
}

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();

  function store(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
  }

  /** Answers from the cache, or calls `render` and keeps what it sends when it may be replayed. */
  async function handle(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>): Promise<void> {
    const key = options.ttlMs > 0 ? pageCacheKey(req, options.paths) : null;
    if (key === null) return render();
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < options.ttlMs) {
      res.writeHead(hit.status, { ...hit.headers, "content-length": hit.body.length, "x-page-cache": "hit" });
      res.end(hit.body);
      return;
    }
    res.setHeader("x-page-cache", "miss");
    const at = Date.now();
    captureBody(res, options.maxBytes, (body) => {
      if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !HOP_HEADERS.has(name)));
      store(key, { at, status: res.statusCode, headers, body });
    });
    return render();
  }

  return { handle, size: () => entries.size };
}

/**
 * Calls `done` with everything written to `res` (as sent, so compressed) once the whole
 * answer reached the socket ("finish"; an aborted answer never gets there), unless it grew
 * past `maxBytes`.
 */
function captureBody(res: ServerResponse, maxBytes: number, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || size > maxBytes) return;
    const buf = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    chunks.push(buf);
  };
  res.once("finish", () => {
    if (size <= maxBytes) done(Buffer.concat(chunks, size));
  });
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as ServerResponse["write"];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse["end"];
}
