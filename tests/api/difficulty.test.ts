// Claim difficulty over the API on a public board (DOMAIN §9, issue 26): the difficulty answer's
// claims, entries and periods with every key the issue names, its three CSV exports holding the
// same rows, and the board JSON's tiers, submission counts and pairwise matrix. The board is the
// e2e difficulty layout (24 models on public dev quarters), seeded by the seed CLI.
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "./support/http";

const SLUG = `difficulty-api-${Date.now()}`;
const ENTRY_KEYS = [
  "entryId",
  "ability",
  "abilityLow",
  "abilityHigh",
  "thetaPre",
  "thetaPost",
  "deltaTheta",
  "deltaThetaLow",
  "deltaThetaHigh",
  "observedPost",
  "expectedPost",
  "adjustedGap",
  "adjustedGapLow",
  "adjustedGapHigh",
  "nPre",
  "nPost",
];

type Difficulty = {
  fieldSize: number;
  minField: number;
  message: string | null;
  claims: { claimId: string; difficulty: number; n: number }[];
  entries: Record<string, number | string | null>[];
  periods: { period: string; n: number; value: number; low: number | null; high: number | null }[];
};

/** The export's rows and cells (its cells here are ids, names and numbers: none is quoted). */
function parseCsv(text: string): string[][] {
  expect(text).not.toContain('"');
  return text
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

async function get(path: string): Promise<string> {
  const res = await request(path);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return text;
}

describe("claim difficulty on a public board, over the API", () => {
  let d: Difficulty;
  beforeAll(() => {
    execFileSync(
      "npx",
      ["tsx", "--conditions=react-server", "scripts/bench/leaderboard-seed-cli.ts", SLUG, "difficulty"],
      {
        env: process.env,
        stdio: ["ignore", "pipe", "inherit"],
        timeout: 180_000,
      },
    );
  }, 200_000);
  beforeAll(async () => {
    d = JSON.parse(await get(`/api/v1/leaderboards/${SLUG}/difficulty`)) as Difficulty;
  });

  it("answers every fitted claim of the public splits and every entry with the issue's keys", () => {
    expect(d.fieldSize).toBe(24);
    expect(d.message).toBeNull();
    expect(d.claims.length).toBe(240);
    for (const c of d.claims) {
      expect(Number.isFinite(c.difficulty)).toBe(true);
      expect(c.n).toBe(24);
    }
    expect(d.entries).toHaveLength(24);
    for (const e of d.entries) for (const key of ENTRY_KEYS) expect(e, key).toHaveProperty(key);
    // The four models with cutoffs inside the claims have both sides, so Δθ and a gap with intervals.
    const split = d.entries.filter((e) => (e.nPre as number) > 0 && (e.nPost as number) > 0);
    expect(split).toHaveLength(4);
    for (const e of split) {
      expect(e.adjustedGapLow as number).toBeLessThanOrEqual(e.adjustedGap as number);
      expect(e.adjustedGapHigh as number).toBeGreaterThanOrEqual(e.adjustedGap as number);
      expect(e.deltaTheta as number).toBeCloseTo((e.thetaPost as number) - (e.thetaPre as number), 12);
    }
    expect(d.periods.map((p) => p.period)).toEqual(["2024Q3", "2024Q4", "2025Q1", "2025Q2"]);
  });

  it("exports entries, claims and periods as CSV with the JSON's rows", async () => {
    const base = `/api/v1/leaderboards/${SLUG}/difficulty?format=csv`;
    const entries = parseCsv(await get(base));
    expect(entries[0]).toEqual(expect.arrayContaining([...ENTRY_KEYS, "model", "fieldSize"]));
    expect(entries).toHaveLength(25);
    const claims = parseCsv(await get(`${base}&part=claims`));
    expect(claims[0]).toEqual(["claimId", "period", "difficulty", "n"]);
    expect(
      claims
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(d.claims.map((c) => c.claimId).sort());
    const periods = parseCsv(await get(`${base}&part=periods`));
    expect(periods.slice(1).map((r) => r[0])).toEqual(d.periods.map((p) => p.period));
    expect(Number(periods[1]![2])).toBeCloseTo(d.periods[0]!.value, 9);
  });

  it("gives the board JSON's rows their tier and submission count, and the pairwise matrix", async () => {
    const board = JSON.parse(await get(`/api/v1/leaderboards/${SLUG}`)) as {
      rows: { entryId: string; modelId: string | null; tier?: string | null; submissions?: number }[];
      pairwise?: { entryIds: string[]; pAdjusted: number[][] };
    };
    const models = board.rows.filter((r) => r.modelId);
    expect(models).toHaveLength(24);
    for (const r of models) {
      expect(r.tier).toMatch(/^[a-z]+$/);
      expect(r.submissions).toBe(4);
    }
    const { entryIds, pAdjusted } = board.pairwise!;
    expect([...entryIds].sort()).toEqual(models.map((r) => r.entryId).sort());
    expect(pAdjusted).toHaveLength(entryIds.length);
    pAdjusted.forEach((row, i) => {
      expect(row).toHaveLength(entryIds.length);
      row.forEach((p, j) => {
        expect(p).toBe(pAdjusted[j]![i]);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      });
    });
  });
});
