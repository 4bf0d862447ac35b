// Starts built app servers for the API and browser tests, each on its own fresh database.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { SERVE_ARGS } from "../serve-args";

/** A TCP port nothing listens on now, so parallel test runs on one machine do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * A running app server (`pid`: its node process); `storageEnv` holds the variables that name
 * its file store; `logFile` everything it wrote to stdout and stderr (the canary tests scan it).
 */
export type Server = {
  url: string;
  pid: number;
  databaseUrl: string;
  storageEnv: Record<string, string>;
  logFile: string;
  stop: () => void;
};

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not become healthy in ${timeoutMs / 1000}s`);
}

function runSetup(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "--conditions=react-server", "scripts/setup/setup.ts"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`setup for ${env.DATABASE_URL} exited with ${code}`)),
    );
  });
}

/**
 * Sets up `databaseUrl` (migrations, demo accounts) and serves the built app on `port`.
 * Files go to a fresh folder unless `extraEnv` names another store (STORAGE_URL, S3_*).
 * `nodeArgs` go to the server's node before its script (a bench's `--cpu-prof`).
 */
export async function startServer(
  port: number,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<Server> {
  const folder = `./data/test/files-${port}`;
  if (!extraEnv.STORAGE_URL) rmSync(folder, { recursive: true, force: true });
  const storageEnv = extraEnv.STORAGE_URL
    ? Object.fromEntries(
        Object.entries(extraEnv).filter(
          ([k]) => k.startsWith("S3_") || k.startsWith("AWS_") || k === "STORAGE_URL",
        ),
      )
    : { STORAGE_URL: folder };
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NEXTAUTH_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    DEMO_SUBMISSIONS: "false",
    // The browser tests name a fake embedding endpoint on 127.0.0.1 in a metric (e2e/contamination.spec.ts).
    ENDPOINT_ALLOWLIST: "127.0.0.1",
    ...storageEnv,
    ...extraEnv,
  };
  // Not execFileSync: a service this process runs (the test S3 server) must keep answering.
  await runSetup(env);
  // stdout goes to the log only; stderr to the log and on to this process's stderr.
  const logFile = `./data/test/server-${port}.log`;
  mkdirSync("./data/test", { recursive: true });
  writeFileSync(logFile, "");
  const child = spawn(process.execPath, [...nodeArgs, ...SERVE_ARGS], {
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", openSync(logFile, "a"), "pipe"],
    detached: true,
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    appendFileSync(logFile, chunk);
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    await waitForHealth(url, child);
  } catch (err) {
    stop();
    throw err;
  }
  return { url, pid: child.pid ?? NaN, databaseUrl, storageEnv, logFile, stop };
}
