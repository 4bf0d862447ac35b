import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/periods/calendar-date";
import { buildDemoLivefact } from "./demo-livefact";

const data = buildDemoLivefact();

describe("buildDemoLivefact", () => {
  it("gives every claim hidden oracle evidence without changing a claim or label", () => {
    expect(data.oracle?.map((o) => o.claim_id)).toEqual(data.claims.map((c) => c.claim_id));
    expect(data.oracle?.every((o) => o.evidence.length >= 1 && o.evidence.length <= 3)).toBe(true);
    // The claims and labels as they were before the oracle evidence was added (Dec 2026).
    const digest = createHash("sha256")
      .update(JSON.stringify([data.claims, data.labels]))
      .digest("hex");
    expect(digest).toBe("ca8a5067a9fd8abe322dcbf99cc6f4ef190af71ae427612692a53e8ad397fca7");
  });

  it("has 300 claims with the three labels, both modes and slices -3/0/3", () => {
    expect(data.claims).toHaveLength(300);
    expect(data.benchmark).toMatchObject({
      slug: "demo-livefact",
      labels: ["Real", "Fake", "Ambiguous"],
      slices: [-3, 0, 3],
      modes: ["classification", "inference"],
    });
    expect(data.benchmark.title).toContain("SYNTHETIC DEMO DATA");
    const finals = new Set(data.labels.map((l) => l.label));
    expect([...finals].sort()).toEqual(["Ambiguous", "Fake", "Real"]);
  });

  it("keeps slice labels consistent: Ambiguous until resolved, then the final label", () => {
    let earlyAmbiguous = 0;
    for (const row of data.labels) {
      const sequence = ["-3", "0", "3"].map((slice) => row.labels_by_slice?.[slice]);
      const firstResolved = sequence.findIndex((label) => label !== "Ambiguous");
      if (row.label === "Ambiguous") expect(firstResolved).toBe(-1);
      else {
        expect(firstResolved, row.claim_id).toBeGreaterThanOrEqual(0);
        expect(
          sequence.slice(firstResolved).every((label) => label === row.label),
          row.claim_id,
        ).toBe(true);
        expect(
          sequence.slice(0, firstResolved).every((label) => label === "Ambiguous"),
          row.claim_id,
        ).toBe(true);
        if (firstResolved > 0) earlyAmbiguous += 1;
      }
    }
    expect(earlyAmbiguous).toBeGreaterThan(30);
  });

  it("publishes each slice's evidence no later than T + slice, and shifts every claim's entity", () => {
    for (const claim of data.claims) {
      for (const item of claim.evidence ?? []) {
        expect((item.published ?? "") <= addDays(claim.claim_date, item.slice ?? 0), claim.claim_id).toBe(
          true,
        );
      }
      expect(claim.shifted?.text).toBeTruthy();
      expect(claim.shifted?.text).not.toBe(claim.text);
    }
  });
});
