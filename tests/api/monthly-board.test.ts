// A monthly benchmark end to end (issue 16, LiveFact's monthly releases): the fixture bundle
// in tests/fixtures/monthly is imported, a file spanning its dev months becomes one
// submission per month, and the board is read with a monthly window, a relative-month
// curve (JSON and CSV) and the hidden-window rule cut by months instead of quarters.
import { beforeAll, describe, expect, it } from "vitest";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { jsonl } from "../fixtures/bundles/write-test-bundle";
import { copyMonthlyBundle, monthlyRows } from "../fixtures/monthly/copy-monthly-bundle";
import { pollJson, uploadFile } from "./support/benchmarks";
import { jsonOf, request } from "./support/http";
import { createTokenFor, createUser, verifyEmailOf } from "./support/users";

const SLUG = `monthly-api-${Date.now()}`;
const DEV = ["2024-11", "2024-12", "2025-01", "2025-02"];
const MODEL = `monthly-model-${Date.now()}`;

const board = async (query: string): Promise<LeaderboardResult> => {
  const res = await request(`/api/v1/leaderboards/${SLUG}?${query}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as LeaderboardResult;
};

describe(`a monthly benchmark over the API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  beforeAll(async () => {
    await importBundleFromPath({ id: null, role: "admin" }, await copyMonthlyBundle(SLUG), { publish: true });
    const user = await createUser("researcher", "monthly");
    await verifyEmailOf(user);
    const token = (await createTokenFor(user, ["read", "write"])).secret;
    const model = await request("/api/v1/models", {
      method: "POST",
      token,
      json: {
        name: MODEL,
        organisation: "API Lab",
        openWeights: false,
        declaredCutoff: "2024-12-31",
        cutoffSource: "https://example.org/card",
        regime: "closed_book",
      },
    });
    expect(model.status, await model.clone().text()).toBe(201);
    const modelId = ((await jsonOf(model)) as { id: string }).id;
    // Right on every claim up to the cutoff (November, December), wrong on every later one.
    const gold = new Map(monthlyRows("labels.jsonl").map((l) => [l.claim_id, l.label]));
    const lines = monthlyRows("claims.jsonl")
      .filter((c) => DEV.includes(String(c.claim_date).slice(0, 7)))
      .map((c) => {
        const label = gold.get(c.claim_id);
        const isPre = String(c.claim_date) <= "2024-12-31";
        return { claim_id: c.claim_id, label: isPre ? label : label === "true" ? "false" : "true" };
      });
    const res = await uploadFile("/api/v1/submissions", {
      token,
      fields: { benchmark: SLUG, modelId, regime: "closed_book", isPublic: "true" },
      file: { name: "months.jsonl", text: jsonl(lines) },
    });
    const body = (await res.json()) as { submissions: { id: string; split: string }[] };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.submissions.map((s) => s.split)).toEqual(DEV);
    for (const s of body.submissions) {
      const view = await pollJson<{ status: string }>(
        `/api/v1/submissions/${s.id}`,
        token,
        (v) => v.status === "scored" || v.status === "failed",
        { timeoutMs: 75_000 },
      );
      expect(view.status).toBe("scored");
    }
  }, 240_000);

  it("names its monthly splits and ranks on a one-month window", async () => {
    const all = await board(`splits=${DEV.join(",")}`);
    expect(all.benchmark).toMatchObject({ period: "month", splits: [...DEV, "2025-03"] });
    const row = (b: LeaderboardResult) => b.rows.find((r) => r.model === MODEL)!;
    expect(row(all)).toMatchObject({ n: 32, metrics: { accuracy: { value: 0.5 } } });
    const january = await board(`splits=${DEV.join(",")}&start=2025-01-01&end=2025-01-31`);
    expect(january.n).toBe(8);
    expect(row(january)).toMatchObject({ n: 8, metrics: { accuracy: { value: 0 } } });
    // Dev splits take any dates: 2024-12-31 (the fixture's one claim that day) to 2025-01-04.
    const straddle = await board(`splits=${DEV.join(",")}&start=2024-12-31&end=2025-01-04`);
    expect(straddle.n).toBe(3);
  });

  it("draws the cutoff-aligned curve in relative months, as JSON and as CSV", async () => {
    const curves = await board(`splits=${DEV.join(",")}&view=cutoff&metric=accuracy`);
    const curve = curves.curves?.find((c) => c.model === MODEL);
    expect(curve?.cutoffPeriod).toBe("2024-12");
    expect(curve?.points.map((p) => [p.x, p.label, p.n, p.value])).toEqual([
      [-1, "-1", 8, 1],
      [0, "0", 8, 1],
      [1, "+1", 8, 0],
      [2, "+2", 8, 0],
    ]);
    const res = await request(
      `/api/v1/leaderboards/${SLUG}?splits=${DEV.join(",")}&view=cutoff&metric=accuracy&format=csv`,
    );
    const csv = (await res.text()).trim().split("\r\n");
    expect(csv[0]).toBe("model,cutoff,relative_month,n,accuracy,ci_low,ci_high");
    expect(csv.filter((l) => l.startsWith(`${MODEL},`)).map((l) => l.split(",").slice(2, 5))).toEqual([
      ["-1", "8", "1"],
      ["0", "8", "1"],
      ["1", "8", "0"],
      ["2", "8", "0"],
    ]);
    const longitudinal = await board(`splits=${DEV.join(",")}&view=longitudinal`);
    expect(longitudinal.curves?.find((c) => c.model === MODEL)?.points.map((p) => p.label)).toEqual(DEV);
  });

  it("cuts windows on its hidden test month by whole months, not whole quarters", async () => {
    const splits = "splits=2025-02,2025-03";
    // February and March are whole months, though not a whole quarter.
    const months = await board(`${splits}&start=2025-02-01&end=2025-03-31`);
    expect(months.n).toBe(16);
    const res = await request(`/api/v1/leaderboards/${SLUG}?${splits}&start=2025-02-01&end=2025-03-15`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(error.message).toContain("last day of a month");
    expect(error.fields).toEqual({
      end: "must be the last day of a month (e.g. 2025-05-31) on hidden test splits",
    });
  });

  it("refuses a quarter name on a monthly benchmark as an unknown split", async () => {
    const res = await request(`/api/v1/leaderboards/${SLUG}?splits=2025Q1`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("No split 2025Q1");
  });

  it("ranks a month on the contamination page and its controlled route, and names an unknown split", async () => {
    const controlled = await request(`/api/v1/contamination/${SLUG}/controlled?split=2025-01`);
    const text = await controlled.text();
    expect(controlled.status, text).toBe(200);
    const ranking = JSON.parse(text) as { split: { name: string }; rows: { name: string; full: unknown }[] };
    expect(ranking.split.name).toBe("2025-01");
    expect(ranking.rows.find((r) => r.name === MODEL)?.full).toMatchObject({ n: 8, value: 0 });
    for (const [split, status, message] of [
      ["2031-01", 404, "No split 2031-01; the splits are 2024-11, 2024-12, 2025-01, 2025-02"],
      ["2025Q1", 404, "No split 2025Q1: this benchmark's splits are months, each a month written YYYY-MM"],
      ["2025-13", 400, "must be a split written YYYYQn"],
    ] as const) {
      const res = await request(`/api/v1/contamination/${SLUG}/controlled?split=${split}`);
      const body = await res.text();
      expect(res.status, body).toBe(status);
      expect(body).toContain(message);
    }
    // The page shows the month asked for, and says so when it cannot instead of showing another.
    const page = async (split: string) => {
      const res = await request(`/contamination/${SLUG}?split=${split}`);
      expect(res.status).toBe(200);
      return (await res.text()).replaceAll("<!-- -->", "");
    };
    expect(await page("2025-01")).toContain("Ranking on 2025-01 by");
    for (const [split, message] of [
      ["2031-01", "No split 2031-01; the splits are 2024-11"],
      ["2025Q1", "No split 2025Q1: this benchmark&#x27;s splits are months"],
      ["garbage", "split garbage: must be a split written YYYYQn"],
    ]) {
      const html = await page(split!);
      expect(html).toContain(message);
      expect(html).not.toContain("Ranking on ");
    }
  });
});
