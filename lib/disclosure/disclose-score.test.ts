import { describe, expect, it } from "vitest";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { EXACT_DISCLOSURE } from "./disclosure-policy";
import { discloseScoreResult } from "./disclose-score";

const HIDDEN = { exact: false, stepOverride: null } as const;

const verdict = {
  n: 300,
  track: "verdict",
  metrics: { accuracy: 0.61666, macro_f1: 0.60333, weighted_f1: 0.6123, fsr: 0.99333 },
  slices: {
    "-3": {
      classification: { accuracy: 0.553, macro_f1: 0.54 },
      inference: { accuracy: 0.701, macro_f1: 0.66 },
    },
  },
  avg12: 0.6171,
  reasoning_gap: 0.148,
  ssa: { delta: 0.0731, otr: 0.2, factor: 1.462 },
  per_class: { Real: { precision: 1, recall: 1, f1: 1, support: 1 } },
  confusion: { labels: ["Real"], matrix: [[1]], invalid: [0] },
  subsets: {
    english: { n: 200, metrics: { accuracy: 0.6012, macro_f1: 0.59, weighted_f1: 0.6, fsr: 1 } },
    with_videos: { n: 12, metrics: { accuracy: 0.5, macro_f1: 0.5, weighted_f1: 0.5, fsr: 1 } },
  },
  ci: {
    b: 1000,
    seed: 0,
    level: 0.95,
    intervals: { accuracy: [0.5612, 0.6711], "ssa.factor": [0.1, 2.2], fsr: [0.98, 1] },
  },
} as unknown as ScoreResult;

describe("discloseScoreResult", () => {
  it("leaves exact results alone", () => {
    expect(discloseScoreResult(EXACT_DISCLOSURE, verdict)).toBe(verdict);
  });

  it("drops per-claim-revealing parts and rounds every gold-derived number to its step", () => {
    const out = discloseScoreResult(HIDDEN, verdict);
    expect(out.per_class).toBeUndefined();
    expect(out.confusion).toBeUndefined();
    expect(out.metrics).toEqual({ accuracy: 0.62, macro_f1: 0.6, weighted_f1: 0.62, fsr: 0.99333 });
    expect(out.avg12).toBe(0.62);
    expect(out.reasoning_gap).toBe(0.15); // spread 1: 1 / √300 → 0.05
    expect(out.slices?.["-3"]?.inference).toEqual({ accuracy: 0.7, macro_f1: 0.66 });
    expect(out.ssa).toEqual({ delta: 0.05, otr: 0.2, factor: 0.05 * 0.2 * 100 });
    // english: n 200 → 0.5 / √200 = 0.035 → 0.02; with_videos (12 claims) is dropped.
    expect(out.subsets).toEqual({
      english: { n: 200, metrics: { accuracy: 0.6, macro_f1: 0.58, weighted_f1: 0.6, fsr: 1 } },
    });
    expect(out.ci?.intervals).toEqual({ accuracy: [0.56, 0.68], fsr: [0.98, 1] });
  });

  it("withholds everything derived from gold under 30 claims", () => {
    const out = discloseScoreResult(HIDDEN, { ...verdict, n: 29 });
    expect(Number.isNaN((out.metrics as { accuracy: number }).accuracy)).toBe(true);
    expect(out.metrics).toHaveProperty("fsr", 0.99333);
    expect(JSON.parse(JSON.stringify(out)).avg12).toBeNull();
  });

  it("releases parsed-only metrics for the claims that parsed (n × fsr), withheld under 30 of them", () => {
    const rw = {
      ...verdict,
      metrics: {
        accuracy: 0.41,
        macro_f1: 0.4,
        weighted_f1: 0.4,
        fsr: 0.2,
        accuracy_parsed: 0.8213,
        macro_f1_parsed: 0.8,
        weighted_f1_parsed: 0.8,
      },
      ci: { b: 1000, seed: 0, level: 0.95, intervals: { accuracy_parsed: [0.7713, 0.8612] } },
    } as unknown as ScoreResult;
    // 300 claims, 60 parsed: step 0.5 / √60 = 0.065 → 0.05 (the plain metrics: 0.5 / √300 → 0.02).
    const out = discloseScoreResult(HIDDEN, rw);
    expect(out.metrics).toMatchObject({ accuracy: 0.42, accuracy_parsed: 0.8, fsr: 0.2 });
    expect(out.ci?.intervals["accuracy_parsed"]).toEqual([0.75, 0.85]);
    // 300 claims with 10 parsed: one parsed prediction per label would read gold off the score.
    const few = discloseScoreResult(HIDDEN, {
      ...rw,
      metrics: { ...rw.metrics, fsr: 10 / 300 },
    } as ScoreResult);
    const m = few.metrics as unknown as Record<string, number>;
    expect(Number.isNaN(m["accuracy_parsed"])).toBe(true);
    expect(Number.isNaN(m["macro_f1_parsed"])).toBe(true);
    expect(m["accuracy"]).toBe(0.42);
  });
});

describe("property MSEs on hidden splits", () => {
  const withProperties = {
    n: 400,
    track: "integrity",
    metrics: { mse: 0.41234, mae: 0.5, acc3: 0.6, acc7: 0.3 },
    properties: {
      claim_specificity: { mse: 0.2345678, n: 100, missing: 20 },
      media_authenticity: { mse: 0.5555, n: 29, missing: 0 },
    },
  } as unknown as ScoreResult;

  it("rounds each to the step of its own n and leaves out those under 30 claims", () => {
    const out = discloseScoreResult(HIDDEN, withProperties);
    // MSE spread 2 over n = 100: σ/√n = 0.2, so η = 0.2.
    expect(out.properties).toEqual({ claim_specificity: { mse: 0.2, n: 100, missing: 20 } });
  });

  it("keeps them exact for maintainers and public-label splits", () => {
    expect(discloseScoreResult(EXACT_DISCLOSURE, withProperties).properties).toEqual(
      withProperties.properties,
    );
  });
});
