// No exact hidden-split number in anything the app serves to non-maintainers. Two
// participants submit over HTTP to a hidden test split; contamination scores make the
// controlled views compute too. The exact values (headline metrics and intervals, each
// model's metric on its flagged and unflagged claims, the head-to-head difference) are
// computed here from the gold the test seeded, then every page (HTML and server-component
// payload), API answer and export is fetched as a visitor, another researcher and the owner,
// and searched for them as JSON prints them and as pages print them.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { scoreRecords } from "@/lib/scoring/score-records";
import { headlineValues } from "@/lib/scoring/summarize";
import { SeededRng } from "@/scripts/demo-data/seeded-rng";
import { ids, importHiddenBenchmark, submitAll, twoParticipants } from "./support/attack-setup";
import { BASE_URL, signIn, type CookieJar } from "./support/http";
import { ExactValues, loadHiddenSplit, printsOf } from "./support/canary-scan";
import { createUser } from "./support/users";

const slug = `canary-scores-${Date.now()}`;
const r = new SeededRng(5);
const gold = ids.map(() => Math.round((r.float() * 2 - 1) * 1e6) / 1e6);
const preds = [0.3, 0.6].map((noise) =>
  gold.map((g) => Math.max(-1, Math.min(1, Math.round((g + noise * (r.float() * 2 - 1)) * 1e6) / 1e6))),
);

// Property scores (VeriTaS): gold and both participants' predictions, from their own stream so
// the headline values above do not change.
const PROPERTIES = ["claim_specificity", "source_reliability"];
const rp = new SeededRng(6);
const unit = () => Math.round((rp.float() * 2 - 1) * 1e6) / 1e6;
const propertyGold = ids.map(() => Object.fromEntries(PROPERTIES.map((name) => [name, unit()])));
const propertyPreds = [0, 1].map(() =>
  ids.map(() => Object.fromEntries(PROPERTIES.map((name) => [name, unit()]))),
);

describe("no exact hidden-split value in anything the app serves", () => {
  const exact = new ExactValues(printsOf);
  let paths: string[];
  let owner: { jar: CookieJar; paths: string[] };

  beforeAll(async () => {
    await importHiddenBenchmark(
      slug,
      { track: "integrity", properties: { names: PROPERTIES, gold: (i) => propertyGold[i]! } },
      (i) => gold[i]!,
      5,
    );
    const { a, b, ma, mb } = await twoParticipants("canary");
    const [va] = await submitAll(slug, a, [
      {
        modelId: ma,
        lines: ids.map((id, i) => ({ claim_id: id, score: preds[0]![i], properties: propertyPreds[0]![i] })),
      },
    ]);
    const [vb] = await submitAll(slug, b, [
      {
        modelId: mb,
        lines: ids.map((id, i) => ({ claim_id: id, score: preds[1]![i], properties: propertyPreds[1]![i] })),
      },
    ]);
    expect([va!.release?.status, vb!.release?.status]).toEqual(["released", "released"]);
    // Contamination scores: each model flagged (METEOR 0.9 ≥ τ) on the first 150 claims.
    const claims = await db.claim.findMany({
      where: { benchmark: { slug } },
      orderBy: { externalId: "asc" },
      select: { id: true },
    });
    for (const m of [ma, mb])
      await db.contaminationScore.createMany({
        data: claims.map((c, i) => ({
          modelId: m,
          claimId: c.id,
          metric: "meteor",
          score: i < 150 ? 0.9 : 0,
        })),
      });
    // The exact values a careless view could show.
    const benchmark = await loadHiddenSplit(slug);
    const records = preds.map((p) =>
      buildInstanceRecords(
        benchmark,
        ids.map((id, i) => ({
          line: i + 1,
          claimId: id,
          variant: "original" as const,
          citations: [],
          score: p[i]!,
        })),
        { file: "p.jsonl" },
      ),
    );
    for (const rec of records) {
      const full = scoreRecords(benchmark, rec, { bootstrap: { b: 1000, seed: 0 } });
      for (const v of Object.values(headlineValues(full))) exact.add(v);
      for (const [low, high] of Object.values(full.ci?.intervals ?? {})) [low, high].forEach(exact.add);
      for (const part of [ids.slice(0, 150), ids.slice(150)])
        exact.add(headlineValues(scoreRecords(benchmark, rec, { claimIds: part, subsets: false })).mse!);
    }
    const mse = (p: number[]) => p.reduce((s, x, i) => s + (x - gold[i]!) ** 2, 0) / ids.length;
    exact.add(mse(preds[0]!) - mse(preds[1]!));
    // Each participant's per-property MSE (every claim has gold and a prediction for each).
    for (const p of propertyPreds)
      for (const name of PROPERTIES)
        exact.add(p.reduce((s, x, i) => s + (x[name]! - propertyGold[i]![name]!) ** 2, 0) / ids.length);
    const lb = `/leaderboards/${slug}`;
    const api = `/api/v1/leaderboards/${slug}`;
    const views = [
      "",
      "?view=cutoff",
      "?view=longitudinal",
      "?view=cost",
      "?controlled=1",
      "?cutoff=estimated",
      "?cutoff=estimated&view=cutoff",
    ];
    // The API refuses the controlled ranking on hidden splits (400, checked below); the page says why.
    const apiViews = views.filter((v) => v !== "?controlled=1");
    paths = [
      ...views.map((v) => `${lb}${v}`),
      ...apiViews.map((v) => `${api}${v}`),
      ...apiViews.map((v) => `${api}${v}${v ? "&" : "?"}format=csv`),
      `${lb}/models/${ma}`,
      `${lb}/difficulty`,
      `${lb}/difficulty?view=cutoff`,
      `${api}/difficulty`,
      `${api}/difficulty?format=csv`,
      `${api}/difficulty?format=csv&part=claims`,
      `${api}/difficulty?format=csv&part=periods`,
      `/compare?benchmark=${slug}&a=${ma}&b=${mb}`,
      `/compare?benchmark=${slug}&a=${ma}&b=${mb}&metric=mae`,
      "/",
      `/api/v1/badges/${slug}/${ma}`,
      `/api/v1/badges/${slug}/${mb}`,
      `/contamination/${slug}`,
      `/contamination/${slug}?controlled=1`,
      `/contamination/${slug}/${ma}`,
      `/api/v1/contamination/${slug}`,
      `/api/v1/contamination/${slug}/models/${ma}`,
      `/api/v1/contamination/${slug}/controlled`,
    ];
    const ownerUser = a.user;
    const sub = await db.submission.findFirstOrThrow({
      where: { userId: ownerUser.id },
      select: { id: true },
    });
    owner = {
      jar: await signIn(ownerUser.email, ownerUser.password),
      paths: [
        `/submissions/${sub.id}`,
        `/api/v1/submissions/${sub.id}`,
        "/submissions",
        "/notifications",
        `/models/${ma}`,
      ],
    };
  }, 180_000);

  const scan = (list: string[], jar?: CookieJar) => exact.scan(list, jar);

  it("withholds difficulties, adjusted gaps and tiers on the hidden split, saying why", async () => {
    const d = (await (await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}/difficulty`)).json()) as {
      message: string | null;
      entries: unknown[];
      claims: unknown[];
    };
    expect(d.message).toMatch(/not shown on hidden test splits/);
    expect(d.entries).toEqual([]);
    expect(d.claims).toEqual([]);
    const board = (await (await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}`)).json()) as {
      pairwise?: unknown;
      rows: { modelId: string | null; tier?: string | null; submissions?: number }[];
    };
    expect(board.pairwise).toBeUndefined();
    for (const r of board.rows.filter((row) => row.modelId)) {
      expect(r.tier ?? null).toBeNull();
      expect(r.submissions).toBeGreaterThanOrEqual(1);
    }
  });

  it("finds disclosed values where exact ones would be (so the scan looks at real numbers)", async () => {
    expect(exact.patterns.size).toBeGreaterThan(20);
    const board = (await (await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}`)).json()) as {
      rows: {
        model: string;
        metrics: { mse: { value: number } };
        properties?: Record<string, { mse: number | null; n: number }>;
      }[];
      release: { exact: boolean };
    };
    expect(board.release.exact).toBe(false);
    expect(
      board.rows
        .filter((row) => row.model.startsWith("canary-"))
        .map((row) => row.metrics.mse.value)
        .every((v) => Number.isFinite(v)),
    ).toBe(true);
    // Property scores are disclosed too (rounded for their n), so the scan looks at them.
    for (const row of board.rows.filter((r) => r.model.startsWith("canary-")))
      for (const name of PROPERTIES) {
        expect(row.properties?.[name]?.n, name).toBe(ids.length);
        expect(Number.isFinite(row.properties?.[name]?.mse), name).toBe(true);
      }
  });

  it("refuses the contamination-controlled ranking on the hidden split to non-maintainers, saying why", async () => {
    const res = await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}?controlled=1`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain("not shown on hidden test splits");
    const page = await (await fetch(`${BASE_URL}/leaderboards/${slug}?controlled=1`)).text();
    expect(page).toContain("not shown on hidden test splits");
  });

  it("as a visitor, another researcher and the owner", async () => {
    expect(await scan(paths)).toBeGreaterThan(30);
    const other = await createUser("researcher", "canary-other");
    await scan(paths, await signIn(other.email, other.password));
    await scan([...paths, ...owner.paths], owner.jar);
  }, 240_000);
});
