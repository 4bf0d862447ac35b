// Builds the app when its sources changed since the last build (or there is none).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "prisma",
  "public",
  "package-lock.json",
  "next.config.ts",
  "proxy.ts",
  "instrumentation.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];

function hashSources(): string {
  const hash = createHash("sha256");
  const walk = (p: string): void => {
    if (!existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    if (statSync(p).isDirectory())
      return readdirSync(p)
        .sort()
        .forEach((n) => walk(path.join(p, n)));
    hash.update(p).update(readFileSync(p));
  };
  SOURCES.forEach(walk);
  return hash.digest("hex");
}

export function buildIfChanged(): void {
  const stamp = ".next/livecheck-source-hash";
  const current = hashSources();
  if (existsSync(".next/BUILD_ID") && existsSync(stamp) && readFileSync(stamp, "utf8") === current) {
    console.log("[start] build is up to date");
    return;
  }
  console.log("[start] building the app (a minute or two on first run)…");
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  writeFileSync(stamp, current);
}
