// Runs a client's own test suite against the app server at BASE_URL (started by
// scripts/test/run-all.ts): writes that suite's data into the server's database (a verified
// researcher with a read+write token, an integrity benchmark with a dev and a hidden test
// split), then `python3 -m unittest` (clients/python/tests) or `node --test` (clients/node/test)
// with LIVECHECK_TEST_FIXTURE naming it. `tsx --conditions=react-server tests/clients/run-client-tests.ts python|node`
import { spawnSync } from "node:child_process";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { createTokenFor, createUser, verifyEmailOf } from "../api/support/users";

const which = process.argv[2];
const DEV = "2025Q1";
const TEST = "2025Q2";
const ids = (prefix: string) =>
  Array.from({ length: 30 }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);
const gold = (i: number) => Number((-0.8 + 1.6 * (((i + 1) * 0.618034) % 1)).toFixed(6));
const dateIn = (quarter: string, i: number) =>
  `${quarter.slice(0, 4)}-${String((Number(quarter.slice(5)) - 1) * 3 + 1 + (i % 3)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;

async function writeFixture(label: string) {
  const slug = `client-${label}-${Date.now()}`;
  const quarters = [
    { quarter: DEV, ids: ids("d") },
    { quarter: TEST, ids: ids("t") },
  ];
  // Long claim texts make the release files big enough to cut a download half-way through.
  const filler = "a harbour, its ships and the tides that move them ".repeat(40);
  const dir = await writeTestBundle({
    "benchmark.json": {
      slug,
      title: `Client test ${label}`,
      track: "integrity",
      description: "Client test fixture.",
      license: "CC0",
      citation: "none",
    },
    "claims.jsonl": quarters.flatMap((q) =>
      q.ids.map((id, i) => ({
        claim_id: id,
        text: `Claim ${id} about ${filler}`,
        claim_date: dateIn(q.quarter, i),
      })),
    ),
    "labels.jsonl": quarters.flatMap((q, k) =>
      q.ids.map((id, i) => ({ claim_id: id, integrity: gold(k * 100 + i) })),
    ),
    "splits.json": { dev: [DEV], test: [TEST] },
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  const user = await createUser("researcher", `client-${label}`);
  await verifyEmailOf(user);
  const token = (await createTokenFor(user, ["read", "write"])).secret;
  return {
    slug,
    dev: DEV,
    test: TEST,
    devIds: quarters[0]!.ids,
    testIds: quarters[1]!.ids,
    token,
    name: user.name,
  };
}

async function main(): Promise<number> {
  if (which !== "python" && which !== "node") throw new Error("usage: run-client-tests.ts python|node");
  const fixture = await writeFixture(`${which}-${process.env.DATABASE_URL?.split(":")[0]}`);
  const env = {
    ...process.env,
    LIVECHECK_TEST_FIXTURE: JSON.stringify(fixture),
    PYTHONPATH: "clients/python/src",
  };
  const run =
    which === "python"
      ? spawnSync("python3", ["-m", "unittest", "discover", "-v", "clients/python/tests"], {
          env,
          stdio: "inherit",
        })
      : spawnSync(process.execPath, ["--test", "--test-concurrency=1", "clients/node/test/"], {
          env,
          stdio: "inherit",
        });
  return run.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
