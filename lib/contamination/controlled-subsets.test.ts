import { describe, expect, it } from "vitest";
import { buildControlledSubsets, type ModelScore } from "./controlled-subsets";
import { summarizeModelScores } from "./summarize-scores";

// Two models, six claims, three metrics (Déjà Vu: METEOR and two embedding models).
const tau = { meteor: 0.25, e1: 0.6, e2: 0.5 };
const metrics = ["meteor", "e1", "e2"];
const table: Record<string, Record<string, [number, number, number | null]>> = {
  A: {
    c1: [0.3, 0.5, 0.4], // METEOR only
    c2: [0.1, 0.7, 0.6], // both embeddings
    c3: [0.1, 0.1, 0.1],
    c4: [0.1, 0.1, null], // no e2 score
    c5: [0.1, 0.1, 0.1],
    c6: [0.5, 0.9, 0.8], // every metric
  },
  B: {
    c1: [0.1, 0.1, 0.1],
    c2: [0.1, 0.1, 0.1],
    c3: [0.26, 0.1, 0.1], // METEOR only
    c4: [0.1, 0.1, 0.1],
    c5: [0.1, 0.1, 0.1],
    c6: [0.1, 0.1, 0.1],
  },
};
const scores: ModelScore[] = Object.entries(table).flatMap(([modelId, claims]) =>
  Object.entries(claims).flatMap(([claimId, values]) =>
    values.map((score, i) => ({ modelId, claimId, metric: metrics[i]!, score })),
  ),
);
const claims = ["c1", "c2", "c3", "c4", "c5", "c6"];

describe("per-metric controlled subsets and their intersection", () => {
  it("keeps, per metric, the claims no model is flagged on, and intersects them", () => {
    const { perMetric, intersection } = buildControlledSubsets(claims, ["A", "B"], metrics, tau, scores);
    expect(perMetric).toEqual([
      {
        metric: "meteor",
        claimIds: ["c2", "c4", "c5"],
        flaggedClaimIds: ["c1", "c3", "c6"],
        unassessedClaimIds: [],
      },
      {
        metric: "e1",
        claimIds: ["c1", "c3", "c4", "c5"],
        flaggedClaimIds: ["c2", "c6"],
        unassessedClaimIds: [],
      },
      {
        metric: "e2",
        claimIds: ["c1", "c3", "c5"],
        flaggedClaimIds: ["c2", "c6"],
        unassessedClaimIds: ["c4"],
      },
    ]);
    expect(intersection).toEqual({
      metric: null,
      claimIds: ["c5"],
      flaggedClaimIds: ["c1", "c2", "c3", "c6"],
      unassessedClaimIds: ["c4"],
    });
  });

  it("follows the selected models and metrics", () => {
    const onlyA = buildControlledSubsets(claims, ["A"], ["meteor"], tau, scores);
    expect(onlyA.perMetric[0]?.claimIds).toEqual(["c2", "c3", "c4", "c5"]); // B's METEOR flag on c3 is not selected
    expect(onlyA.intersection.claimIds).toEqual(onlyA.perMetric[0]?.claimIds);
    const embeddings = buildControlledSubsets(claims, ["A", "B"], ["e1", "e2"], tau, scores);
    expect(embeddings.intersection.claimIds).toEqual(["c1", "c3", "c5"]);
    expect(embeddings.intersection.unassessedClaimIds).toEqual(["c4"]);
  });

  it("vouches for nothing without a model, a metric or a score", () => {
    expect(buildControlledSubsets(claims, [], metrics, tau, scores).intersection.unassessedClaimIds).toEqual(
      claims,
    );
    expect(buildControlledSubsets(claims, ["A"], [], tau, scores).intersection.unassessedClaimIds).toEqual(
      claims,
    );
    expect(buildControlledSubsets(["c9"], ["A"], ["meteor"], tau, scores).perMetric[0]).toMatchObject({
      claimIds: [],
      unassessedClaimIds: ["c9"],
    });
  });

  it("counts the strict (all metrics) and any-metric rates over claims scored under all of them", () => {
    const a = summarizeModelScores(
      scores.filter((s) => s.modelId === "A"),
      tau,
      metrics,
    );
    // c4 has no e2 score: n = 5. Strict: c6. Any: c1, c2, c6.
    expect(a.strict).toEqual({ metrics, n: 5, flagged: 1, flaggedShare: 0.2 });
    expect(a.any).toEqual({ metrics, n: 5, flagged: 3, flaggedShare: 0.6 });
    // Per metric over its own scored claims: METEOR flags c1, c6 of 6; e2 flags c2, c6 of 5.
    expect(a.metrics.meteor).toMatchObject({ n: 6, flagged: 2 });
    expect(a.metrics.e2).toMatchObject({ n: 5, flagged: 2, tau: 0.5 });
    const b = summarizeModelScores(
      scores.filter((s) => s.modelId === "B"),
      tau,
      metrics,
    );
    expect(b.strict).toMatchObject({ n: 6, flagged: 0 });
    expect(b.any).toMatchObject({ n: 6, flagged: 1, flaggedShare: 1 / 6 });
  });
});
