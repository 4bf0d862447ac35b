// The leaderboard API against a running app: the numbers equal the official scorer CLI's
// for the same submissions, exports are safe CSV, and bad filters get 400/404 with a message.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { seedLeaderboard, type SeededBoard } from "@/scripts/bench/leaderboard-seed";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { jsonOf, request } from "./support/http";
import { createUser } from "./support/users";

const SLUG = `lb-api-${Date.now()}`;
const MODELS = [
  { name: "alpha", cutoff: "2024-06-30", preNoise: 0.2, postNoise: 0.3 },
  { name: "beta", cutoff: "2025-02-01", preNoise: 0.1, postNoise: 0.6 },
  { name: '=HYPERLINK("x")', cutoff: "2024-01-01", preNoise: 0.5, postNoise: 0.5 },
];
let seeded: SeededBoard;
const cliResults = new Map<string, CliResult>();

type PropertyScores = Record<string, { mse: number; n: number; missing: number }>;
type CliResult = {
  n: number;
  metrics: Record<string, number>;
  properties: PropertyScores;
  ci: { intervals: Record<string, [number, number]> };
};

describe("leaderboard API", () => {
  beforeAll(async () => {
    seeded = await seedLeaderboard({
      slug: SLUG,
      quarters: ["2025Q1"],
      claimsPerSplit: 150,
      models: MODELS,
      properties: true,
      predictionsDir: mkdtempSync(path.join(os.tmpdir(), "lb-pred-")),
    });
    // The CLI runs first: long pauses between requests would let the server close idle sockets.
    for (const m of MODELS) {
      const out = execFileSync(
        "npx",
        [
          "tsx",
          "scripts/score.ts",
          "--bundle",
          seeded.bundleDir,
          "--pred",
          seeded.predictionFiles[`${m.name}-2025Q1`]!,
          "--bootstrap",
          "1000",
          "--seed",
          "0",
        ],
        { encoding: "utf8" },
      );
      cliResults.set(m.name, JSON.parse(out) as CliResult);
    }
  }, 180_000);

  it("releases the hidden split's numbers rounded, each within half a step of the scorer CLI's", async () => {
    const board = (await jsonOf(await request(`/api/v1/leaderboards/${SLUG}`))) as LeaderboardResult;
    expect(board.release).toEqual({ exact: false, step: 0.1, stepOverride: null }); // MSE at n = 150: 2 / √150 = 0.16 → 0.1
    for (const m of MODELS) {
      const cli = cliResults.get(m.name)!;
      const row = board.rows.find((r) => r.model === m.name);
      for (const [name, value] of Object.entries(cli.metrics)) {
        const step = name === "mse" ? 0.1 : name === "mae" ? 0.05 : 0.02;
        expect(
          Math.abs((row?.metrics[name]?.value ?? Number.NaN) - value),
          `${m.name} ${name}`,
        ).toBeLessThanOrEqual(step / 2 + 1e-12);
      }
      // Property MSE: claim_specificity on 120 claims (η = 2/√120 → 0.1); media_authenticity on
      // 25 claims, under 30, withheld.
      const cp = cli.properties["claim_specificity"]!;
      expect(cp).toMatchObject({ n: 120, missing: 30 });
      expect(row?.properties?.["claim_specificity"]).toMatchObject({ n: 120, missing: 30 });
      expect(
        Math.abs((row?.properties?.["claim_specificity"]?.mse ?? Number.NaN) - cp.mse),
      ).toBeLessThanOrEqual(0.05 + 1e-12);
      expect(cli.properties["media_authenticity"]?.n).toBe(25);
      expect(row?.properties?.["media_authenticity"]).toBeUndefined();
    }
  });

  it("gives the same numbers to the page's filters and exports safe CSV", async () => {
    const filtered = (await jsonOf(
      await request(`/api/v1/leaderboards/${SLUG}?start=2025-01-01&buffer=0&metric=mae`),
    )) as LeaderboardResult;
    expect(filtered.query).toMatchObject({ start: "2025-01-01", metric: "mae" });
    expect(filtered.rows.find((r) => r.model === "beta")).toMatchObject({
      status: "contaminated",
      rank: null,
    });
    const csv = await request(`/api/v1/leaderboards/${SLUG}?format=csv`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toMatch(/^rank,rank_low,rank_high,top_tier,tier,status,model,/);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("answers bad filters with 400 and unknown names with 404, as JSON", async () => {
    const cases: [string, number][] = [
      [`/api/v1/leaderboards/no-such-board-${Date.now()}`, 404],
      [`/api/v1/leaderboards/${SLUG}?splits=2031Q1`, 404],
      [`/api/v1/leaderboards/${SLUG}?start=2025-02-30`, 400],
      [`/api/v1/leaderboards/${SLUG}?start=yesterday`, 400],
      [`/api/v1/leaderboards/${SLUG}?start=2026-01-01`, 400],
      // A window that is not whole quarters on a hidden test split could isolate single labels.
      [`/api/v1/leaderboards/${SLUG}?start=2025-02-01`, 400],
      [`/api/v1/leaderboards/${SLUG}?start=2025-01-01&end=2025-01-01`, 400],
      [`/api/v1/leaderboards/${SLUG}?slice=-3`, 400],
      [`/api/v1/leaderboards/${SLUG}?mode=sideways`, 400],
      [`/api/v1/leaderboards/${SLUG}?view=slices`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await request(url);
      expect(res.status, url).toBe(status);
      const body = (await jsonOf(res)) as { error: { message: string } };
      expect(body.error.message.length).toBeGreaterThan(5);
    }
  });

  it("refuses unknown query parameters with a 400 naming them and the accepted ones", async () => {
    const res = await request(`/api/v1/leaderboards/${SLUG}?split=2025Q4`);
    expect(res.status).toBe(400);
    const body = (await jsonOf(res)) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toMatch(
      /^Unknown query parameter 'split': it accepts splits, slice, mode, regime, start, end, buffer, cutoff, metric, view, models, format, controlled/,
    );
    expect(body.error.fields).toEqual({ split: "unknown query parameter" });
    const none = await request("/api/health?verbose=1");
    expect(none.status).toBe(400);
    expect(((await jsonOf(none)) as { error: { message: string } }).error.message).toContain(
      "this endpoint takes no query parameters",
    );
  });

  it("returns the official scorer CLI's numbers and intervals for every model once the split is retired", async () => {
    const admin = await createUser("admin", "lb-retire");
    await retireSplit(admin, SLUG, "2025Q1");
    const res = await request(`/api/v1/leaderboards/${SLUG}`);
    expect(res.status).toBe(200);
    const board = (await jsonOf(res)) as LeaderboardResult;
    expect(board.n).toBe(150);
    expect(board.release.exact).toBe(true);
    for (const m of MODELS) {
      const cli = cliResults.get(m.name)!;
      const row = board.rows.find((r) => r.model === m.name);
      expect(row?.n).toBe(cli.n);
      for (const [name, value] of Object.entries(cli.metrics)) {
        expect(row?.metrics[name]?.value).toBeCloseTo(value, 12);
        expect(row?.metrics[name]?.low).toBeCloseTo(cli.ci.intervals[name]![0], 9);
        expect(row?.metrics[name]?.high).toBeCloseTo(cli.ci.intervals[name]![1], 9);
      }
      expect(Object.keys(row?.properties ?? {})).toEqual(Object.keys(cli.properties));
      for (const [name, p] of Object.entries(cli.properties)) {
        expect(row?.properties?.[name]).toMatchObject({ n: p.n, missing: p.missing });
        expect(row?.properties?.[name]?.mse).toBeCloseTo(p.mse, 12);
      }
    }
    expect(board.bootstrap).toEqual({ b: 1000, seed: 0 });
  });
});
