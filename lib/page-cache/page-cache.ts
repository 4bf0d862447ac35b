// A micro-cache for public pages as signed-out visitors see them, in front of the Next.js
// request handler (scripts/serve.ts). A page a signed-out visitor asks for is the same for
// every signed-out visitor, so it is rendered once per `ttlMs` and replayed byte for byte
// (already compressed) until then. Requests with a session cookie, client-router (RSC)
// requests, crawlers (Next.js renders some of them differently) and anything but GET always
// render; so does a hard reload (Cache-Control: no-cache).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { mentionsSessionCookie } from "@/lib/security/session-cookie";

export type PageCacheOptions = {
  /** How long a rendered page is replayed, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** Most pages kept (least recently stored goes first). */
  maxEntries: number;
  /** Larger pages are not kept, in bytes. */
  maxBytes: number;
  /** Most bytes kept over all pages; older pages go first. */
  maxTotalBytes: number;
  /** Path names (without query string) that may be cached. */
  paths: RegExp[];
};

type Entry = { at: number; status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Headers Next.js client navigation and Server Actions send; their answers are not documents. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
];
/** Crawlers and link previews: Next.js renders metadata differently for some of them. */
const CRAWLER =
  /bot|crawl|spider|slurp|preview|google|lighthouse|facebookexternalhit|facebookcatalog|whatsapp|yandex|sogou|baidu|ia_archiver|yeti|tumblr|vkshare|quora/i;
/** Set per connection or per response, never replayed. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

/** The cache key of a request, or null when it must be rendered (see the file comment). */
export function pageCacheKey(req: IncomingMessage, paths: RegExp[]): string | null {
  if (req.method !== "GET" || !req.url) return null;
  const path = req.url.split("?")[0] ?? "";
  if (!paths.some((p) => p.test(path))) return null;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  if (CRAWLER.test(String(req.headers["user-agent"] ?? ""))) return null;
  if (mentionsSessionCookie(req.headers.cookie ?? "")) return null;
  if (/no-cache|no-store/.test(String(req.headers["cache-control"] ?? "") + String(req.headers.pragma ?? "")))
    return null;
  // The answer is compressed as this header allows, so it is part of the key.
  const encoding = String(req.headers["accept-encoding"] ?? "")
    .toLowerCase()
    .replace(/\s+/g, "");
  return `${encoding}\n${req.url}`;
}

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.body.length;
    entries.delete(key);
  }

  function store(key: string, entry: Entry): void {
    forget(key);
    entries.set(key, entry);
    totalBytes += entry.body.length;
    // Oldest first: expired pages, then whatever exceeds the limits.
    for (const [k, e] of entries) {
      const expired = Date.now() - e.at >= options.ttlMs;
      if (!expired && entries.size <= options.maxEntries && totalBytes <= options.maxTotalBytes) break;
      forget(k);
    }
  }

  /** Answers from the cache, or calls `render` and keeps what it sends when it may be replayed. */
  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: () => Promise<void>,
  ): Promise<void> {
    const key = options.ttlMs > 0 ? pageCacheKey(req, options.paths) : null;
    if (key === null) return render();
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < options.ttlMs) {
      res.writeHead(hit.status, { ...hit.headers, "content-length": hit.body.length, "x-page-cache": "hit" });
      res.end(hit.body);
      return;
    }
    if (hit) forget(key);
    // Setting a header before Next.js writes makes Node merge the headers Next passes to
    // writeHead into res.getHeaders(), which the Set-Cookie check below relies on.
    res.setHeader("x-page-cache", "miss");
    captureBody(res, options.maxBytes, (body) => {
      if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !HOP_HEADERS.has(name)),
      );
      // The replay time counts from when the page was complete, so a slow render is not
      // expired on arrival.
      store(key, { at: Date.now(), status: res.statusCode, headers, body });
    });
    return render();
  }

  return { handle, size: () => entries.size, bytes: () => totalBytes };
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
    const buf =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
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
