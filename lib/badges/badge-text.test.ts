import { describe, expect, it } from "vitest";
import { compactBadgeText, MAX_BADGE_WIDTH } from "./badge-text";
import { estimateTextWidth } from "./render-badge-svg";

const width = ([l, m]: [string, string]) => estimateTextWidth(l) + estimateTextWidth(m) + 24;

describe("compactBadgeText", () => {
  it("keeps a short title and the metric's name", () => {
    expect(compactBadgeText("LIAR2", "#2/7", "MSE", "0.123")).toEqual(["LIAR2", "#2/7 · MSE 0.123"]);
  });
  it("drops the parenthesised part of a title", () => {
    expect(compactBadgeText("Demo LiveFact (synthetic)", "#1/5", "Macro F1", "0.81")[0]).toBe(
      "Demo LiveFact",
    );
  });
  it("stays under the width limit for a long title, dropping the metric's name first", () => {
    const text = compactBadgeText(
      "A Very Long Benchmark Title About Multilingual Health Claims 2025",
      "contaminated",
      "Accuracy (parsed only)",
      "0.812",
    );
    expect(width(text)).toBeLessThan(MAX_BADGE_WIDTH);
    expect(text[1]).toBe("contaminated · 0.812");
    expect(text[0]).toMatch(/^A Very Long.*…$/);
  });
});
