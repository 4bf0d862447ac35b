// Embeds: the SVG badge per (benchmark, model) and the board's social preview image. Both
// show what a signed-out visitor sees, so on a hidden test split they carry disclosed values
// only, whoever asks (the board's owner or an admin, who see exact values on the board).
import { beforeAll, describe, expect, it } from "vitest";
import { formatMetric } from "@/lib/format";
import { displayStep } from "@/lib/disclosure/display-step";
import { importHiddenBenchmark, ids, participant, submitAll } from "./support/attack-setup";
import { BASE_URL, signIn, type CookieJar } from "./support/http";
import { createUser } from "./support/users";

const slug = `badges-${Date.now()}`;
const gold = ids.map((_, i) => Number((((i * 0.6180339887) % 1) * 2 - 1).toFixed(6)));
type Board = {
  release: { exact: boolean; stepOverride: number | null };
  rows: { modelId: string | null; rank: number | null; n: number; metrics: { mse: { value: number } } }[];
};

describe("badges and preview images", () => {
  let modelA = "";
  let admin: CookieJar;

  beforeAll(async () => {
    await importHiddenBenchmark(slug, { track: "integrity" }, (i) => gold[i]!, 5);
    const a = await participant("badge-a");
    const b = await participant("badge-b");
    modelA = await a.model();
    const modelB = await b.model();
    await submitAll(slug, a, [
      {
        modelId: modelA,
        lines: ids.map((id, i) => ({
          claim_id: id,
          score: Math.max(-1, Math.min(1, gold[i]! + 0.137 * Math.sin(i))),
        })),
      },
    ]);
    await submitAll(slug, b, [
      {
        modelId: modelB,
        lines: ids.map((id, i) => ({
          claim_id: id,
          score: Math.max(-1, Math.min(1, gold[i]! + 0.411 * Math.cos(i))),
        })),
      },
    ]);
    const u = await createUser("admin", "badge-admin");
    admin = await signIn(u.email, u.password);
  }, 180_000);

  it("the badge is an SVG with the rank and the released score a visitor sees on the board", async () => {
    const res = await fetch(`${BASE_URL}/api/v1/badges/${slug}/${modelA}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("cache-control")).toContain("max-age=");
    const svg = await res.text();
    const board = (await (await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}`)).json()) as Board;
    expect(board.release.exact).toBe(false);
    const row = board.rows.find((r) => r.modelId === modelA)!;
    const released = formatMetric("mse", row.metrics.mse.value, {
      step: displayStep(board.release, "mse", row.n),
    });
    // A compact badge drops the metric's name when a long title would make it wider than 300 px.
    const message = [`#${row.rank} of 2 · MSE ${released}`, `#${row.rank} of 2 · ${released}`];
    expect(message.some((m) => svg.includes(`>${m}</text>`))).toBe(true);
    // The admin's board is exact; the badge they fetch is still the visitor's.
    const exact = (await (
      await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}`, { headers: { cookie: admin.header() } })
    ).json()) as Board;
    const exactValue = exact.rows.find((r) => r.modelId === modelA)!.metrics.mse.value;
    expect(exact.release.exact).toBe(true);
    expect(exactValue).not.toBe(row.metrics.mse.value);
    const asAdmin = await (
      await fetch(`${BASE_URL}/api/v1/badges/${slug}/${modelA}`, { headers: { cookie: admin.header() } })
    ).text();
    expect(asAdmin).toBe(svg);
    expect(asAdmin).not.toContain(exactValue.toFixed(4));
  });

  it("an unknown model or benchmark is a 404", async () => {
    expect((await fetch(`${BASE_URL}/api/v1/badges/${slug}/nope`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/api/v1/badges/no-such-board-${Date.now()}/${modelA}`)).status).toBe(404);
  });

  it("the preview is a 1200×630 PNG, the same for a visitor and an admin", async () => {
    const res = await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const asAdmin = Buffer.from(
      await (
        await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}/preview`, {
          headers: { cookie: admin.header() },
        })
      ).arrayBuffer(),
    );
    expect(asAdmin.equals(png)).toBe(true);
    const page = await (await fetch(`${BASE_URL}/leaderboards/${slug}`)).text();
    expect(page).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*/api/v1/leaderboards/${slug}/preview"`),
    );
    expect((await fetch(`${BASE_URL}/api/v1/leaderboards/no-such-board-${Date.now()}/preview`)).status).toBe(
      404,
    );
  });
});
