import { describe, expect, it } from "vitest";
import { scoreClaimMeteor } from "@/lib/contamination/claim-score";
import { DEFAULT_TAU } from "@/lib/contamination/flags";
import { loadWordNet30 } from "@/lib/contamination/load-wordnet";
import { createMeteorScorer } from "@/lib/contamination/meteor";
import { buildDemoVeritas } from "../demo-data/demo-veritas";
import { DEMO_MODELS } from "./demo-predictions";
import { demoStatements, recallBeforeCutoff, recallsClaim } from "./demo-statements";

const data = buildDemoVeritas();
const dates = new Map(data.claims.map((c) => [c.claim_id, c.claim_date]));
const oracle = new Map((data.oracle ?? []).map((o) => [o.claim_id, o.evidence]));
const model = DEMO_MODELS[1]!; // Demo Beacon, cutoff 2022-12-31
const scorer = createMeteorScorer(loadWordNet30());

function flaggedShare(text: string, before: boolean): number {
  const rows = text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { claim_id: string; evidence: string[] })
    .filter((r) => dates.get(r.claim_id)! <= model.cutoff === before);
  const flagged = rows.filter(
    (r) => (scoreClaimMeteor(scorer, r.evidence, oracle.get(r.claim_id)!) ?? 0) >= DEFAULT_TAU.meteor,
  );
  return flagged.length / rows.length;
}

describe("demoStatements", () => {
  const text = demoStatements(data.oracle ?? [], dates, model, 7001);

  it("gives every claim with oracle evidence one line, the same on every run", () => {
    expect(text.trim().split("\n")).toHaveLength(data.claims.length);
    expect(demoStatements(data.oracle ?? [], dates, model, 7001)).toBe(text);
    expect(demoStatements(data.oracle ?? [], dates, model, 7002)).not.toBe(text);
  });

  it("flags nested sets: a claim one model recalls before every cutoff, a stronger one recalls too", () => {
    const [atlas, beacon] = [DEMO_MODELS[0]!, DEMO_MODELS[1]!];
    const early = data.claims.filter((c) => c.claim_date <= atlas.cutoff);
    const recalled = early.filter((c) => recallsClaim(beacon, c.claim_id, c.claim_date));
    expect(recalled.length).toBeGreaterThan(0);
    expect(recalled.every((c) => recallsClaim(atlas, c.claim_id, c.claim_date))).toBe(true);
  });

  it("is flagged by METEOR mostly before the model's cutoff and rarely after it", () => {
    const before = flaggedShare(text, true);
    const after = flaggedShare(text, false);
    expect(before).toBeGreaterThan(recallBeforeCutoff(model) - 0.1);
    expect(before).toBeLessThan(recallBeforeCutoff(model) + 0.1);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(0.08);
  });
});
