// `npm test`: the whole suite. Unit tests, integration tests on SQLite and PostgreSQL,
// then HTTP API tests and Playwright against the built app on both engines.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resetDatabase, isPostgresReachable } from "../../tests/support/databases";
import { buildIfChanged } from "../setup/build-if-changed";
import { ensureEnvFile } from "../setup/ensure-env-file";
import { freePort, startServer, type Server } from "./servers";
import { testPgUrl } from "../../tests/support/test-pg-url";
import { startS3TestServerProcess, type S3TestServer } from "../../tests/support/s3-test-server";

const results: { step: string; ok: boolean | "skipped" }[] = [];

function run(step: string, cmd: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${step} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  results.push({ step, ok: r.status === 0 });
}

async function main(): Promise<number> {
  const only = process.argv[2];
  // `npm test -- api attacks` runs only the API test files matching "attacks" (any part).
  const filters = process.argv.slice(3);
  const want = (name: string) => !only || only === name;
  const hasPg = await isPostgresReachable();
  if (!hasPg) console.warn(`\n!!! PostgreSQL is not reachable at 127.0.0.1:5432: the PostgreSQL tests are SKIPPED.\n`);

  if (want("unit")) run("unit", "npx", ["vitest", "run", "--project", "unit"]);
  if (want("integration")) {
    run("integration (SQLite)", "npx", ["vitest", "run", "--project", "integration-sqlite"]);
    if (hasPg) run("integration (PostgreSQL)", "npx", ["vitest", "run", "--project", "integration-postgres"]);
    else results.push({ step: "integration (PostgreSQL)", ok: "skipped" });
  }
  if (!want("api") && !want("e2e") && !want("cluster")) return report();

  ensureEnvFile();
  buildIfChanged();
  const servers: Server[] = [];
  let s3: S3TestServer | null = null;
  if (want("cluster")) {
    // Starts its own servers, workers and S3 server (tests/cluster).
    if (hasPg) run("many processes (2 app servers, 2 workers, PostgreSQL, S3)", "npx", ["vitest", "run", "--project", "cluster"]);
    else results.push({ step: "many processes (PostgreSQL)", ok: "skipped" });
    if (only === "cluster") return report();
  }
  try {
    const sqliteDb = "file:./data/test/app.db";
    await resetDatabase(sqliteDb, false);
    const sqlite = await startServer(await freePort(), sqliteDb);
    servers.push(sqlite);
    const targets = [{ name: "SQLite, folder store", server: sqlite }];
    if (hasPg) {
      await resetDatabase(testPgUrl("app"), false);
      // The PostgreSQL server keeps its files in an S3 bucket (a local S3-protocol server), so
      // the API tests run once against each kind of store.
      rmSync("./data/test/s3-app", { recursive: true, force: true });
      // In a process of its own: this one blocks while each suite runs (spawnSync).
      s3 = await startS3TestServerProcess("./data/test/s3-app");
      const pgServer = await startServer(await freePort(), testPgUrl("app"), s3.env("app"));
      servers.push(pgServer);
      targets.push({ name: "PostgreSQL, S3 store", server: pgServer });
    } else results.push({ step: "API (PostgreSQL)", ok: "skipped" });
    if (want("api")) {
      for (const t of targets) {
        run(`API (${t.name})`, "npx", ["vitest", "run", "--project", "api", ...filters], { BASE_URL: t.server.url, DATABASE_URL: t.server.databaseUrl, ...t.server.storageEnv });
      }
    }
    if (want("e2e")) run("browser (Playwright, SQLite)", "npx", ["playwright", "test", ...filters], { BASE_URL: sqlite.url, DATABASE_URL: sqlite.databaseUrl, ...sqlite.storageEnv });
  } finally {
    servers.forEach((s) => s.stop());
    await s3?.close();
  }
  return report();
}

function report(): number {
  console.log("\n=== summary ===");
  for (const r of results) console.log(`${r.ok === "skipped" ? "SKIPPED" : r.ok ? "ok     " : "FAILED "} ${r.step}`);
  const failed = results.filter((r) => r.ok === false).length;
  const passed = results.filter((r) => r.ok === true).length;
  const skipped = results.filter((r) => r.ok === "skipped").length;
  console.log(`suites: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
