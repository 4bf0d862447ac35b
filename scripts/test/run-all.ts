// `npm test`: the whole suite. Unit tests run beside the Next.js build; then two chains that
// share nothing run side by side, SQLite with a folder store (integration, HTTP API,
// Playwright) and PostgreSQL with an S3 store (integration, many processes, HTTP API).
// `npm test -- <suite> [file filters]` runs one suite (unit, integration, cluster, api, clients, e2e);
// `clients` runs the Python and Node clients' tests against each engine's app server.
import { rmSync } from "node:fs";
import { resetDatabase, isPostgresReachable } from "../../tests/support/databases";
import { buildIfChanged } from "../setup/build-if-changed";
import { ensureEnvFile } from "../setup/ensure-env-file";
import { freePort, startServer, type Server } from "./servers";
import { runStep, type StepResult } from "./run-step";
import { failureRecap } from "./failure-recap";
import { testPgUrl } from "../../tests/support/test-pg-url";
import { startS3TestServer } from "../../tests/support/s3-test-server";

const only = process.argv[2];
const filters = process.argv.slice(3);
const want = (name: string) => !only || only === name;
/** Side by side only for the whole suite; one suite streams its output as it runs. */
const quiet = !only;
const vitest = (project: string, extra: string[] = []) => ["vitest", "run", "--project", project, ...extra];
const serverEnv = (s: Server) => ({ BASE_URL: s.url, DATABASE_URL: s.databaseUrl, ...s.storageEnv });
const needsServer = () => want("api") || want("clients") || want("e2e");

/** The Python and Node clients' suites against `server` (tests/clients/run-client-tests.ts writes their data). */
async function clientSteps(server: Server, engine: string): Promise<StepResult[]> {
  if (!want("clients")) return [];
  const out: StepResult[] = [];
  for (const [client, name] of [
    ["python", "Python client"],
    ["node", "Node client (npx livecheck)"],
  ] as const)
    out.push(
      await runStep(
        `${name} (${engine})`,
        "npx",
        ["tsx", "--conditions=react-server", "tests/clients/run-client-tests.ts", client],
        serverEnv(server),
        quiet,
      ),
    );
  return out;
}

async function sqliteChain(): Promise<StepResult[]> {
  const out: StepResult[] = [];
  if (want("integration"))
    out.push(await runStep("integration (SQLite)", "npx", vitest("integration-sqlite", filters), {}, quiet));
  if (!needsServer()) return out;
  const db = "file:./data/test/app.db";
  await resetDatabase(db, false);
  const server = await startServer(await freePort(), db);
  try {
    if (want("api"))
      out.push(
        await runStep("API (SQLite, folder store)", "npx", vitest("api", filters), serverEnv(server), quiet),
      );
    out.push(...(await clientSteps(server, "SQLite, folder store")));
    if (want("e2e"))
      out.push(
        await runStep(
          "browser (Playwright, SQLite)",
          "npx",
          ["playwright", "test", ...filters],
          serverEnv(server),
          quiet,
        ),
      );
  } finally {
    server.stop();
  }
  return out;
}

async function postgresChain(): Promise<StepResult[]> {
  if (!(await isPostgresReachable())) {
    console.warn("\n!!! PostgreSQL is not reachable at 127.0.0.1:5432: the PostgreSQL tests are SKIPPED.\n");
    return [{ step: "PostgreSQL suites", ok: "skipped" }];
  }
  const out: StepResult[] = [];
  if (want("integration"))
    out.push(
      await runStep("integration (PostgreSQL)", "npx", vitest("integration-postgres", filters), {}, quiet),
    );
  // Starts its own app servers, workers and S3 server (tests/cluster).
  if (want("cluster"))
    out.push(
      await runStep(
        "many processes (2 app servers, 2 workers, PostgreSQL, S3)",
        "npx",
        vitest("cluster", filters),
        {},
        quiet,
      ),
    );
  if (!want("api") && !want("clients")) return out;
  await resetDatabase(testPgUrl("app"), false);
  rmSync("./data/test/s3-app", { recursive: true, force: true });
  // The PostgreSQL server keeps its files in a local S3-protocol server, so the API tests run
  // once against each kind of store.
  const s3 = await startS3TestServer("./data/test/s3-app");
  const server = await startServer(await freePort(), testPgUrl("app"), s3.env("app"));
  try {
    if (want("api"))
      out.push(
        await runStep("API (PostgreSQL, S3 store)", "npx", vitest("api", filters), serverEnv(server), quiet),
      );
    out.push(...(await clientSteps(server, "PostgreSQL, S3 store")));
  } finally {
    server.stop();
    await s3.close();
  }
  return out;
}

/** A chain that throws (a server that does not start) fails on its own; the other one still finishes and stops its servers. */
async function settle(step: string, chain: Promise<StepResult[]>): Promise<StepResult[]> {
  try {
    return await chain;
  } catch (err) {
    console.error(`\n${step}:`, err);
    return [{ step, ok: false }];
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  // The unit suite writes to its log file while the build below blocks this process.
  const unit = want("unit")
    ? runStep("unit", "npx", vitest("unit", only === "unit" ? filters : []), {}, quiet)
    : null;
  let built = true;
  if (needsServer() || want("cluster")) {
    ensureEnvFile();
    try {
      buildIfChanged();
    } catch (err) {
      console.error(err);
      built = false;
    }
  }
  const results = unit ? [await unit] : [];
  if (!built) results.push({ step: "next build", ok: false });
  else if (want("integration") || needsServer() || want("cluster")) {
    const chains = await Promise.all([
      settle("SQLite suites", sqliteChain()),
      settle("PostgreSQL suites", postgresChain()),
    ]);
    results.push(...chains.flat());
  }
  return report(results, Math.round((Date.now() - started) / 1000));
}

function report(results: StepResult[], seconds: number): number {
  for (const r of results)
    if (r.ok === false && r.log)
      console.log(`\n=== what failed in ${r.step} ===\n${failureRecap(r.log).join("\n")}`);
  console.log("\n=== summary ===");
  for (const r of results)
    console.log(
      `${r.ok === "skipped" ? "SKIPPED" : r.ok ? "ok     " : "FAILED "} ${r.step}${r.seconds === undefined ? "" : ` (${r.seconds} s)`}`,
    );
  const count = (ok: StepResult["ok"]) => results.filter((r) => r.ok === ok).length;
  const skipped = count("skipped");
  console.log(
    `suites: ${count(true)} passed, ${count(false)} failed${skipped ? `, ${skipped} skipped` : ""}; ${seconds} s in all`,
  );
  return count(false) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
