// Serves the built app: the Next.js request handler behind the page micro-cache for
// signed-out visitors (lib/page-cache/page-cache.ts), which on a leaderboard also serves signed-in
// visitors who see it as signed-out ones do (lib/page-cache/shared-render.ts). `npm start` and the
// test servers run this.
import { createServer } from "node:http";
import nextEnv from "@next/env";
import next from "next";
import { createPageCache } from "@/lib/page-cache/page-cache";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/peer-address";
import { cleanTempDirs } from "@/lib/files/temp-dirs";
import { prepareSharedRender } from "@/lib/page-cache/shared-render";
import { refuseServerAction } from "@/lib/security/server-action-gate";
import { strictTransportSecurity } from "@/lib/security/content-security-policy";

/**
 * Public pages whose signed-out rendering is the same for everyone: home, benchmark list,
 * leaderboards, model pages, compare and contamination overviews (keyed by their query).
 * Only signed-out requests are kept (page-cache.ts); compare is not shared with signed-in
 * visitors (SHARED_PATHS): its benchmark list and hidden-split values depend on who asks.
 */
const CACHED_PATHS = [
  /^\/$/,
  /^\/benchmarks$/,
  /^\/leaderboards(\/[^/]+(\/models\/[^/]+)?)?$/,
  /^\/compare$/,
  /^\/contamination\/[^/]+$/,
];
/**
 * Pages signed-in visitors may get as signed-out ones do (lib/page-cache/shared-render.ts):
 * one benchmark's leaderboard and its contamination overview (who gets them: classify-page-viewer.ts).
 */
const SHARED_PATHS = [/^\/leaderboards\/[^/]+$/, /^\/contamination\/[^/]+$/];
/** How long a stop waits for open requests (an upload, say) before it cuts them off. */
const STOP_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // .env is read the way `next start` reads it, before lib/env validates the environment.
  nextEnv.loadEnvConfig(process.cwd());
  const { env } = await import("@/lib/env");
  // Uploads cut off by a kill -9 or a power cut left their temporary folders behind.
  const removed = await cleanTempDirs();
  if (removed.length > 0)
    console.log(`[serve] removed ${removed.length} temporary upload folder(s) left by stopped processes`);
  const app = next({ dev: false, port: env.PORT, hostname: "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = createPageCache({
    ttlMs: env.PAGE_CACHE_MS,
    maxEntries: 500,
    maxBytes: 2 * 1024 * 1024,
    maxTotalBytes: 64 * 1024 * 1024,
    paths: CACHED_PATHS,
  });
  const hsts = strictTransportSecurity(env.NEXTAUTH_URL);
  let warnedForwardedFor = false;
  const server = createServer((req, res) => {
    // Ours alone: a client-sent value would let anyone pose as any address.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    // RSC requests are left out: Next.js renders an action's redirect by fetching it from
    // itself with the X-Forwarded-For it added to the action request.
    const viaProxy = req.headers["x-forwarded-for"] !== undefined && req.headers.rsc === undefined;
    if (!env.TRUST_PROXY && viaProxy && !warnedForwardedFor) {
      warnedForwardedFor = true;
      console.warn(
        `[serve] ${req.method} ${req.url?.split("?")[0]} from ${req.socket.remoteAddress} carries X-Forwarded-For, but TRUST_PROXY is not true: every client behind a proxy counts as one address for the sign-in limits (docs/DEPLOY.md)`,
      );
    }
    if (hsts) res.setHeader("strict-transport-security", hsts);
    // Next.js would answer these with a 500 (lib/security/server-action-gate.ts).
    const refusal = refuseServerAction(req);
    if (refusal) {
      res.writeHead(refusal.status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      res.end(refusal.message);
      return;
    }
    prepareSharedRender(req, SHARED_PATHS)
      .then(() => cache.handle(req, res, () => handle(req, res)))
      .catch((err: unknown) => {
        console.error("[serve]", err);
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("Internal server error");
      });
  });
  // A taken port must end the process (as with `next start`), not leave a worker running without HTTP.
  server.once("error", (err) => {
    console.error(`[serve] cannot listen on port ${env.PORT}: ${err.message}`);
    process.exit(1);
  });
  server.listen(env.PORT, () =>
    console.log(`[serve] listening on port ${env.PORT} (page cache ${env.PAGE_CACHE_MS} ms)`),
  );
  const stop = (signal: NodeJS.Signals) => {
    console.log(`[serve] ${signal}: finishing open requests`);
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(`[serve] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
