import { describe, expect, it } from "vitest";
import { redactHiddenScore } from "./redact-hidden";
import type { ScoreResult } from "./score-records";

describe("redactHiddenScore", () => {
  it("drops the confusion matrix, per-class numbers, gold-defined and small subsets", () => {
    const result = {
      n: 100,
      track: "integrity",
      metrics: { mse: 0.2, mae: 0.3, acc3: 0.5, acc7: 0.2 },
      per_class: { a: {} },
      confusion: { labels: [], matrix: [] },
      subsets: {
        english: { n: 80, metrics: { mse: 0.1 } },
        with_videos: { n: 3, metrics: { mse: 0.9 } },
        intact: { n: 50, metrics: { mse: 0.3 } },
      },
    } as unknown as ScoreResult;
    const out = redactHiddenScore(result) as unknown as Record<string, unknown>;
    expect(out.per_class).toBeUndefined();
    expect(out.confusion).toBeUndefined();
    expect(Object.keys(out.subsets as object)).toEqual(["english"]);
    expect(out.metrics).toEqual(result.metrics);
  });
});
