import { describe, expect, it } from "vitest";
import { periodOfDate } from "@/lib/periods/periods";
import { buildDemoVeritas } from "./demo-veritas";

const data = buildDemoVeritas();
const gold = new Map(data.labels.map((l) => [l.claim_id, l.integrity ?? Number.NaN]));

describe("buildDemoVeritas", () => {
  it("is labelled as synthetic", () => {
    expect(data.benchmark.title).toContain("SYNTHETIC DEMO DATA");
    expect(data.benchmark.description).toContain("SYNTHETIC DEMO DATA");
  });

  it("has 25 quarterly splits 2020Q1-2026Q1 of about 100 claims, each exactly balanced", () => {
    const byQuarter = new Map<string, number[]>();
    for (const claim of data.claims) {
      const list = byQuarter.get(periodOfDate(claim.claim_date, "quarter")) ?? [];
      list.push(gold.get(claim.claim_id) ?? Number.NaN);
      byQuarter.set(periodOfDate(claim.claim_date, "quarter"), list);
    }
    const quarters = [...byQuarter.keys()].sort();
    expect(quarters).toHaveLength(25);
    expect(quarters[0]).toBe("2020Q1");
    expect(quarters[24]).toBe("2026Q1");
    for (const [quarter, scores] of byQuarter) {
      expect(scores.length, quarter).toBeGreaterThanOrEqual(95);
      expect(scores.length, quarter).toBeLessThanOrEqual(105);
      expect(scores.filter((s) => s > 0).length, quarter).toBe(scores.filter((s) => s < 0).length);
    }
  });

  it("spreads integrity over [-1, 1] with some scores near 0", () => {
    const scores = [...gold.values()];
    expect(scores.every((s) => s >= -1 && s <= 1 && s !== 0)).toBe(true);
    const nearZero = scores.filter((s) => Math.abs(s) < 1 / 3).length / scores.length;
    expect(nearZero).toBeGreaterThan(0.1);
    expect(nearZero).toBeLessThan(0.3);
    expect(scores.filter((s) => Math.abs(s) >= 0.8).length / scores.length).toBeGreaterThan(0.45);
  });

  it("mixes languages (English majority) and media", () => {
    const languages = new Map<string, number>();
    for (const claim of data.claims)
      languages.set(claim.language ?? "", (languages.get(claim.language ?? "") ?? 0) + 1);
    expect([...languages.keys()].sort()).toEqual(["ar", "de", "en", "es", "fr", "hi", "pt"]);
    expect((languages.get("en") ?? 0) / data.claims.length).toBeGreaterThan(0.5);
    const media = data.claims.map((c) => (c.media ?? []).join("+") || "text");
    for (const kind of ["image", "video", "text", "image+video"]) expect(media).toContain(kind);
  });

  it("gives every claim evidence with ids, urls and dates, and hidden oracle evidence", () => {
    expect(
      data.claims.every(
        (c) => (c.evidence?.length ?? 0) >= 2 && c.evidence?.every((e) => e.id && e.url && e.published),
      ),
    ).toBe(true);
    expect(data.oracle?.length).toBe(data.claims.length);
  });

  it("embargoes the newest split after its end and has dev and test splits", () => {
    expect(data.splits?.embargo?.split).toBe("2026Q1");
    expect((data.splits?.embargo?.until ?? "") > "2026-03-31").toBe(true);
    expect(data.splits?.dev).toHaveLength(6);
    expect(data.splits?.test).toHaveLength(19);
  });
});
