// Serves the built app: the Next.js request handler behind the page micro-cache for
// signed-out visitors (lib/http/page-cache.ts). `npm start` and the test servers run this.
import { createServer } from "node:http";
import nextEnv from "@next/env";
import next from "next";
import { createPageCache } from "@/lib/http/page-cache";

/** Public pages whose signed-out rendering is the same for everyone: benchmark list and leaderboards. */
const CACHED_PATHS = [/^\/benchmarks$/, /^\/leaderboards(\/[^/]+(\/models\/[^/]+)?)?$/];

async function main(): Promise<void> {
  // .env is read the way `next start` reads it, before lib/env validates the environment.
  nextEnv.loadEnvConfig(process.cwd());
  const { env } = await import("@/lib/env");
  const app = next({ dev: false, port: env.PORT, hostname: "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = createPageCache({ ttlMs: env.PAGE_CACHE_MS, maxEntries: 500, maxBytes: 2 * 1024 * 1024, paths: CACHED_PATHS });
  const server = createServer((req, res) => {
    cache.handle(req, res, () => handle(req, res)).catch((err: unknown) => {
      console.error("[serve]", err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal server error");
    });
  });
  server.listen(env.PORT, () => console.log(`[serve] listening on port ${env.PORT} (page cache ${env.PAGE_CACHE_MS} ms)`));
  const stop = () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(`[serve] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
