import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey, type PageCacheOptions } from "./page-cache";

const PATHS = [/^\/leaderboards(\/[^/]+)?$/];

function request(
  headers: Record<string, string> = {},
  url = "/leaderboards/demo?start=2024-01-01",
  method = "GET",
): IncomingMessage {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe("pageCacheKey", () => {
  it("keys a signed-out document GET on its URL and accepted encodings", () => {
    expect(pageCacheKey(request({ "accept-encoding": "gzip, deflate" }), PATHS)).toBe(
      "gzip,deflate\n/leaderboards/demo?start=2024-01-01",
    );
    expect(pageCacheKey(request({ "accept-encoding": "gzip" }), PATHS)).not.toBe(
      pageCacheKey(request({}), PATHS),
    );
  });

  it("renders whatever is personal, not a document, or asked fresh", () => {
    expect(pageCacheKey(request({ cookie: "a=1; next-auth.session-token=abc" }), PATHS)).toBeNull();
    expect(pageCacheKey(request({ cookie: "__Secure-next-auth.session-token.0=abc" }), PATHS)).toBeNull();
    expect(pageCacheKey(request({ rsc: "1" }), PATHS)).toBeNull();
    expect(pageCacheKey(request({ "next-router-prefetch": "1" }), PATHS)).toBeNull();
    expect(pageCacheKey(request({ "cache-control": "no-cache" }), PATHS)).toBeNull();
    expect(pageCacheKey(request({ pragma: "no-cache" }), PATHS)).toBeNull();
    expect(pageCacheKey(request({}, "/leaderboards/demo", "POST"), PATHS)).toBeNull();
    expect(pageCacheKey(request({}, "/submissions/abc"), PATHS)).toBeNull();
    expect(pageCacheKey(request({}, "/leaderboards/demo/models/x"), PATHS)).toBeNull();
    expect(
      pageCacheKey(request({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }), PATHS),
    ).toBeNull();
    expect(pageCacheKey(request({ "user-agent": "facebookexternalhit/1.1" }), PATHS)).toBeNull();
  });

  it("keeps a signed-out visitor's unrelated cookies out of the decision", () => {
    expect(pageCacheKey(request({ cookie: "next-auth.csrf-token=abc" }), PATHS)).not.toBeNull();
  });
});

type Render = (req: IncomingMessage, res: ServerResponse) => void;

describe("createPageCache behind a real HTTP server", () => {
  let server: Server | null = null;
  let renders = 0;
  let lastCache: ReturnType<typeof createPageCache> | null = null;

  afterEach(() => {
    server?.close();
    server = null;
  });

  async function serve(options: Partial<PageCacheOptions>, render: Render): Promise<string> {
    renders = 0;
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      maxBytes: 1024 * 1024,
      maxTotalBytes: 10 * 1024 * 1024,
      paths: PATHS,
      ...options,
    });
    lastCache = cache;
    server = createServer((req, res) => {
      void cache.handle(req, res, async () => {
        renders += 1;
        render(req, res);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  const page: Render = (_req, res) => {
    res.setHeader("content-type", "text/html");
    res.setHeader("x-frame-options", "DENY");
    res.write("<p>render ");
    res.end(`${renders}</p>`);
  };

  it("renders once and replays the same bytes and headers until the time is up", async () => {
    const base = await serve({ ttlMs: 300 }, page);
    const first = await fetch(`${base}/leaderboards/demo`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toBe("<p>render 1</p>");
    const second = await fetch(`${base}/leaderboards/demo`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(renders).toBe(1);
    await new Promise((r) => setTimeout(r, 350));
    expect(await (await fetch(`${base}/leaderboards/demo`)).text()).toBe("<p>render 2</p>");
  });

  it("keeps compressed answers compressed for the same accepted encodings", async () => {
    const base = await serve({}, (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(gzipSync("<p>zipped</p>"));
    });
    const headers = { "accept-encoding": "gzip" };
    await fetch(`${base}/leaderboards/demo`, { headers }).then((r) => r.arrayBuffer());
    const hit = await fetch(`${base}/leaderboards/demo`, { headers });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toBe("<p>zipped</p>");
    // A client that did not say it takes gzip is rendered for, not sent the gzip body.
    const plain = await fetch(`${base}/leaderboards/demo`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("x-page-cache")).toBe("miss");
    expect(await plain.text()).toBe("<p>zipped</p>");
    expect(renders).toBe(2);
  });

  it("never keeps errors, answers that set cookies, or oversized pages", async () => {
    const base = await serve({ maxBytes: 20 }, (req, res) => {
      if (req.url?.endsWith("/missing")) res.writeHead(404).end("not found");
      else if (req.url?.endsWith("/cookie")) res.writeHead(200, { "set-cookie": "a=1" }).end("ok");
      else res.writeHead(200).end("x".repeat(21));
    });
    for (const path of ["/leaderboards/missing", "/leaderboards/cookie", "/leaderboards/big"]) {
      await fetch(`${base}${path}`).then((r) => r.text());
      const again = await fetch(`${base}${path}`);
      expect(again.headers.get("x-page-cache"), path).toBe("miss");
      await again.text();
    }
    expect(renders).toBe(6);
  });

  it("renders for every signed-in request", async () => {
    const base = await serve({}, page);
    const headers = { cookie: "next-auth.session-token=abc" };
    await fetch(`${base}/leaderboards/demo`, { headers }).then((r) => r.text());
    const again = await fetch(`${base}/leaderboards/demo`, { headers });
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(await again.text()).toBe("<p>render 2</p>");
  });

  it("forgets the least recently stored page beyond maxEntries", async () => {
    const base = await serve({ maxEntries: 1 }, page);
    await fetch(`${base}/leaderboards/a`).then((r) => r.text());
    await fetch(`${base}/leaderboards/b`).then((r) => r.text());
    const a = await fetch(`${base}/leaderboards/a`);
    expect(a.headers.get("x-page-cache")).toBe("miss");
    await a.text();
  });

  it("keeps its total size under maxTotalBytes and lets expired pages go", async () => {
    const base = await serve({ ttlMs: 200, maxTotalBytes: 25 }, (_req, res) =>
      res.writeHead(200).end("x".repeat(10)),
    );
    for (const path of ["a", "b", "c"]) await fetch(`${base}/leaderboards/${path}`).then((r) => r.text());
    expect(lastCache?.bytes()).toBe(20);
    expect(lastCache?.size()).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    await fetch(`${base}/leaderboards/d`).then((r) => r.text());
    expect(lastCache?.size()).toBe(1);
    expect(lastCache?.bytes()).toBe(10);
  });
});
