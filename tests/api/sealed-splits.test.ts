// A sealed split's claim texts reach no one but its maintainers before retirement and
// everyone after, over HTTP against the running app: pages (benchmark, claim browser, claim
// page) as HTML and as RSC payloads, the API (benchmark, claims, template), release file
// downloads (following the signed link), and upload refusal through the API.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { BASE_URL, signIn, type CookieJar } from "./support/http";
import { documentedCall } from "./support/openapi-schemas";
import { registerModel, uploadFile } from "./support/benchmarks";
import { createTokenFor, createUser, verifyEmailOf, type TestUser } from "./support/users";

const SLUG = `sealed-${Date.now()}`;
const SEALED = "2025Q2";
/** In every sealed claim's text, evidence title and context, and in no other claim. */
const CANARY = "ZQXSEALEDZQX";

async function importBundle(): Promise<void> {
  const claims = Array.from({ length: 8 }, (_, i) => {
    const sealed = i >= 4;
    return {
      claim_id: `c${i}`,
      text: sealed ? `${CANARY} sealed claim ${i}` : `Open claim ${i}`,
      claim_date: sealed ? `2025-05-1${i}` : `2025-01-1${i}`,
      language: "en",
      ...(sealed ? { context: `${CANARY} context`, evidence: [{ id: "e", title: `${CANARY} report` }] } : {}),
    };
  });
  const dir = await writeTestBundle({
    "benchmark.json": {
      slug: SLUG,
      title: "Sealed check",
      track: "integrity",
      description: "d",
      license: "CC0",
      citation: "-",
    },
    "claims.jsonl": claims,
    "labels.jsonl": claims.map((c, i) => ({ claim_id: c.claim_id, integrity: i < 4 ? 0.5 : -0.5 })),
    "splits.json": { dev: ["2025Q1"], test: [SEALED] },
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
}

type Reader = { name: string; jar?: CookieJar; token?: string };
const PAGES = [
  `/benchmarks/${SLUG}`,
  `/benchmarks/${SLUG}/claims`,
  `/benchmarks/${SLUG}/claims?quarter=${SEALED}`,
  `/benchmarks/${SLUG}/claims?q=ZQX`,
  `/benchmarks/${SLUG}/claims/c5`,
];
const API = [
  `/api/v1/benchmarks/${SLUG}`,
  `/api/v1/benchmarks/${SLUG}/claims?pageSize=100`,
  `/api/v1/benchmarks/${SLUG}/claims?quarter=${SEALED}`,
  `/api/v1/benchmarks/${SLUG}/splits/${SEALED}/template`,
];

/** Every body a reader gets: pages as HTML and RSC, the API, and the claims file (redirects followed). */
async function readAll(reader: Reader): Promise<{ path: string; status: number; body: string }[]> {
  const out = [];
  const auth = {
    ...(reader.jar ? { cookie: reader.jar.header() } : {}),
    ...(reader.token ? { authorization: `Bearer ${reader.token}` } : {}),
  };
  for (const path of PAGES)
    for (const rsc of [false, true]) {
      const res = await fetch(`${BASE_URL}${path}`, { headers: { ...auth, ...(rsc ? { RSC: "1" } : {}) } });
      if (rsc) expect(res.headers.get("content-type"), path).toContain("text/x-component");
      out.push({ path: `${path}${rsc ? " (RSC)" : ""}`, status: res.status, body: await res.text() });
    }
  for (const path of [...API, `/api/v1/benchmarks/${SLUG}/files/claims.jsonl`]) {
    const res = await fetch(`${BASE_URL}${path}`, { headers: auth, redirect: "follow" });
    out.push({ path, status: res.status, body: await res.text() });
  }
  return out;
}

const leaks = (bodies: { path: string; body: string }[]) =>
  bodies.filter((b) => b.body.includes(CANARY)).map((b) => b.path);

// Each test reads every page twice (HTML and RSC) per reader: slow on a loaded machine.
describe("sealed splits over HTTP", { timeout: 120_000 }, () => {
  let maintainer: TestUser;
  let readers: Reader[];
  let maintainerReader: Reader;
  let writeToken: string;
  beforeAll(async () => {
    await importBundle();
    maintainer = await createUser("maintainer", "sealer");
    const b = await db.benchmark.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true } });
    await db.benchmarkMaintainer.create({ data: { benchmarkId: b.id, userId: maintainer.id } });
    const researcher = await createUser("researcher", "sealed-reader");
    await verifyEmailOf(researcher);
    writeToken = (await createTokenFor(researcher, ["read", "write"])).secret;
    readers = [
      { name: "visitor" },
      { name: "researcher (session)", jar: await signIn(researcher.email, researcher.password) },
      { name: "researcher (token)", token: writeToken },
    ];
    maintainerReader = {
      name: "maintainer",
      jar: await signIn(maintainer.email, maintainer.password),
      token: (await createTokenFor(maintainer, ["read"])).secret,
    };
  });

  it("is sealed through the documented PATCH, by its maintainers only", async () => {
    const url = `/api/v1/benchmarks/${SLUG}/splits/${SEALED}`;
    const path = "/benchmarks/{slug}/splits/{split}";
    const refused = await documentedCall("PATCH", path, url, { token: writeToken, json: { sealed: true } });
    expect(refused.status).toBe(403);
    const token = (await createTokenFor(maintainer, ["read", "write"])).secret;
    const bad = await documentedCall("PATCH", path, url, { token, json: { sealed: "yes" } });
    expect(bad.status).toBe(400);
    const dev = await documentedCall("PATCH", path, `/api/v1/benchmarks/${SLUG}/splits/2025Q1`, {
      token,
      json: { sealed: true },
    });
    expect(dev.status).toBe(400);
    const sealed = await documentedCall("PATCH", path, url, { token, json: { sealed: true } });
    expect(sealed).toMatchObject({
      status: 200,
      body: { benchmark: SLUG, name: SEALED, kind: "test", sealed: true, retireAt: null, retiredAt: null },
    });
  });

  it("shows its texts to no one but maintainers, and says why", async () => {
    for (const reader of readers) {
      const bodies = await readAll(reader);
      expect(leaks(bodies), reader.name).toEqual([]);
      // The scan read real pages: the open claims are there, and the sealed split is named as sealed.
      const browser = bodies.find((b) => b.path === `/benchmarks/${SLUG}/claims`)!;
      expect(browser.body).toContain("Open claim 1");
      // (React separates the notice's words with comments in HTML; this part is one text run.)
      expect(browser.body).toContain('data-testid="sealed-notice">Split<!-- --> <!-- -->2025Q2');
      expect(browser.body).toContain(
        "claims, evidence and files are shown to the benchmark&#x27;s maintainers only",
      );
      expect(bodies.find((b) => b.path === `/benchmarks/${SLUG}`)!.body).toContain(
        'data-testid="sealed-notice"',
      );
      const file = bodies.find((b) => b.path.endsWith("/files/claims.jsonl"))!;
      expect(file.status, reader.name).toBe(reader.name === "visitor" ? 401 : 403);
      const template = bodies.find((b) => b.path.endsWith("/template"))!;
      expect(template.status).toBe(reader.name === "visitor" ? 401 : 403);
    }
    const seen = await readAll(maintainerReader);
    expect(leaks(seen)).toEqual(
      expect.arrayContaining([`/benchmarks/${SLUG}/claims/c5`, `/benchmarks/${SLUG}/claims/c5 (RSC)`]),
    );
    expect(leaks(seen)).toContain(`/api/v1/benchmarks/${SLUG}/files/claims.jsonl`);
    expect(seen.find((b) => b.path.endsWith("/template"))!.body).toContain('"c5"');
  });

  it("refuses an uploaded prediction file for it, naming the way in", async () => {
    const modelId = await registerModel(writeToken, `sealed-model-${Date.now()}`);
    const res = await uploadFile("/api/v1/submissions", {
      token: writeToken,
      fields: { benchmark: SLUG, split: SEALED, modelId, regime: "closed_book" },
      file: {
        name: "p.jsonl",
        text: [4, 5, 6, 7].map((i) => JSON.stringify({ claim_id: `c${i}`, score: 0 })).join("\n"),
      },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /is sealed: it takes no uploaded prediction files.*register your model's endpoint/,
    );
  });

  it("opens everything once retired", async () => {
    await retireSplit({ id: maintainer.id, role: "maintainer" }, SLUG, SEALED);
    for (const reader of readers.slice(1)) {
      const bodies = await readAll(reader);
      expect(leaks(bodies), reader.name).toEqual(
        expect.arrayContaining([
          `/benchmarks/${SLUG}/claims`,
          `/benchmarks/${SLUG}/claims (RSC)`,
          `/benchmarks/${SLUG}/claims?quarter=${SEALED}`,
          `/benchmarks/${SLUG}/claims/c5`,
          `/benchmarks/${SLUG}/claims/c5 (RSC)`,
          `/api/v1/benchmarks/${SLUG}/claims?pageSize=100`,
          `/api/v1/benchmarks/${SLUG}/files/claims.jsonl`,
        ]),
      );
      expect(bodies.find((b) => b.path.endsWith("/template"))!.body).toContain('"c5"');
    }
    expect(leaks(await readAll(readers[0]!))).toContain(`/benchmarks/${SLUG}/claims/c5`);
  });
});
