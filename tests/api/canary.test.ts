// Hidden labels, hidden oracle evidence, embargoed claims and a sealed split's claims must
// never reach a response.
// A bundle with canary strings in exactly those places is imported into the server's
// database; then every page (HTML and server-component payload), API response and file
// download the app offers is fetched, as a visitor, a researcher and a token, and scanned.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { BASE_URL, request, signIn, type CookieJar } from "./support/http";
import { createTokenFor, createUser } from "./support/users";

const SLUG = `canary-${Date.now()}`;
const CANARY = {
  oracle: "ZQXORACLEZQX",
  embargoed: "ZQXEMBARGOZQX",
  sealed: "ZQXSEALZQX",
  integrity: "0.6180339",
};

function canaryBundle() {
  const claims = [];
  const labels = [];
  for (let i = 0; i < 16; i++) {
    const embargoed = i >= 8 && i < 12;
    const sealed = i >= 12;
    const quarter = sealed ? "2025-08-1" : embargoed ? "2026-02-1" : i < 4 ? "2025-01-1" : "2025-05-1";
    claims.push({
      claim_id: `k${i}`,
      text: sealed
        ? `${CANARY.sealed} claim ${i}`
        : embargoed
          ? `${CANARY.embargoed} claim ${i}`
          : `Public claim ${i}`,
      claim_date: `${quarter}${i % 9}`,
      language: "en",
    });
    labels.push({ claim_id: `k${i}`, integrity: i < 4 ? 0.5 : Number(CANARY.integrity) });
  }
  return writeTestBundle({
    "benchmark.json": {
      slug: SLUG,
      title: "Canary check",
      track: "integrity",
      description: "Canary bundle.",
      license: "CC0",
      citation: "none",
    },
    "claims.jsonl": claims,
    "labels.jsonl": labels,
    "oracle_evidence.jsonl": claims.map((c) => ({
      claim_id: c.claim_id,
      evidence: [`${CANARY.oracle} statement`],
    })),
    "splits.json": {
      dev: ["2025Q1"],
      test: ["2025Q2", "2025Q3", "2026Q1"],
      embargo: { split: "2026Q1", until: "2099-01-01" },
    },
  });
}

async function fetchAll(paths: string[], auth: { jar?: CookieJar; token?: string }): Promise<string[]> {
  const bodies: string[] = [];
  for (const path of paths) {
    for (const rsc of [false, true]) {
      const res = await fetch(`${BASE_URL}${path}`, {
        headers: {
          ...(auth.jar ? { cookie: auth.jar.header() } : {}),
          ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
          ...(rsc ? { RSC: "1" } : {}),
        },
      });
      bodies.push(`${path} ${res.status}\n${await res.text()}`);
    }
  }
  return bodies;
}

// Every path is read twice (HTML and RSC) per reader: slow on a loaded machine.
describe("no hidden data in anything the app serves", { timeout: 120_000 }, () => {
  let paths: string[];
  beforeAll(async () => {
    const summary = await importBundleFromPath({ id: null, role: "admin" }, await canaryBundle(), {
      publish: true,
    });
    expect(summary.claimsAdded).toBe(16);
    // 2025Q3 is sealed: its claim texts are the maintainers' only (sealed-splits.ts).
    await db.split.updateMany({
      where: { benchmark: { slug: SLUG }, name: "2025Q3" },
      data: { sealed: true },
    });
    const claimFilters = [
      "",
      "?quarter=2025Q1",
      "?quarter=2025Q2",
      "?quarter=2025Q3",
      "?quarter=2026Q1",
      "?q=ZQX",
      "?pageSize=100",
      "?language=en&page=1",
    ];
    paths = [
      "/",
      "/benchmarks",
      "/leaderboards",
      `/benchmarks/${SLUG}`,
      `/benchmarks/${SLUG}/access`,
      `/benchmarks/${SLUG}/claims/k12`,
      `/api/v1/benchmarks/${SLUG}/splits/2025Q3/template`,
      ...claimFilters.map((f) => `/benchmarks/${SLUG}/claims${f}`),
      "/api/v1/benchmarks",
      `/api/v1/benchmarks/${SLUG}`,
      ...claimFilters.map((f) => `/api/v1/benchmarks/${SLUG}/claims${f}`),
      `/api/v1/benchmarks/${SLUG}/files/claims.jsonl`,
      `/api/v1/benchmarks/${SLUG}/files/dev_labels.jsonl`,
    ];
  });

  function expectClean(bodies: string[]): void {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      for (const canary of Object.values(CANARY)) {
        if (body.includes(canary))
          throw new Error(`canary ${canary} leaked in ${body.slice(0, body.indexOf("\n"))}`);
      }
    }
  }

  it("shows the public claims (so the scan looks at real content)", async () => {
    const res = await request(`/api/v1/benchmarks/${SLUG}/claims?pageSize=100`);
    const body = (await res.json()) as { total: number; items: { claimId: string; label: string | null }[] };
    expect(body.total).toBe(8);
    expect(body.items.filter((i) => i.label !== null).map((i) => i.label)).toEqual([
      "0.50",
      "0.50",
      "0.50",
      "0.50",
    ]);
  });

  it("as a visitor", async () => {
    expectClean(await fetchAll(paths, {}));
  });

  it("as a signed-in researcher and with a token", async () => {
    const user = await createUser("researcher", "canary");
    const jar = await signIn(user.email, user.password);
    const { secret } = await createTokenFor(user, ["read", "write"]);
    expectClean(await fetchAll(paths, { jar }));
    expectClean(await fetchAll(paths, { token: secret }));
  });

  it("follows download redirects and scans the files", async () => {
    const bodies: string[] = [];
    for (const name of ["claims.jsonl", "dev_labels.jsonl"]) {
      const res = await fetch(`${BASE_URL}/api/v1/benchmarks/${SLUG}/files/${name}`, { redirect: "follow" });
      bodies.push(`${name} ${res.status}\n${await res.text()}`);
    }
    expect(bodies.join("\n")).not.toContain(CANARY.oracle);
    expect(bodies.join("\n")).not.toContain(CANARY.embargoed);
    expect(bodies.join("\n")).not.toContain(CANARY.sealed);
    expect(bodies.join("\n")).not.toContain(CANARY.integrity);
  });
});
