// `npm start`: set up the database, build when the sources changed, serve on $PORT.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setup } from "./setup/setup";

const SOURCES = ["app", "components", "lib", "prisma", "public", "package-lock.json", "next.config.ts", "proxy.ts", "instrumentation.ts", "postcss.config.mjs", "tsconfig.json"];

function hashSources(): string {
  const hash = createHash("sha256");
  const walk = (p: string): void => {
    if (!existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    if (statSync(p).isDirectory()) return readdirSync(p).sort().forEach((n) => walk(path.join(p, n)));
    hash.update(p).update(readFileSync(p));
  };
  SOURCES.forEach(walk);
  return hash.digest("hex");
}

function buildIfChanged(): void {
  const stamp = ".next/livecheck-source-hash";
  const current = hashSources();
  if (existsSync(".next/BUILD_ID") && existsSync(stamp) && readFileSync(stamp, "utf8") === current) {
    console.log("[start] build is up to date");
    return;
  }
  console.log("[start] building the app (a minute or two on first run)…");
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("next build failed");
  writeFileSync(stamp, current);
}

async function main(): Promise<void> {
  await setup();
  buildIfChanged();
  const { env } = await import("@/lib/env");
  const url = env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`;
  console.log(`[start] serving on ${url}`);
  const child = spawn("npx", ["next", "start", "-p", String(env.PORT)], { stdio: "inherit", env: { ...process.env, NEXTAUTH_URL: url } });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err: unknown) => {
  console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
