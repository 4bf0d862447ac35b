import { describe, expect, it } from "vitest";
import { boxesOverlap, placeChartLabels, type Box, type LabelTarget } from "./place-chart-labels";

const area: Box = { x: 0, y: 0, width: 400, height: 300 };
const at = (cx: number, cy: number, width = 80, bar = 0): LabelTarget => ({
  cx,
  cy,
  barTop: cy - bar,
  barBottom: cy + bar,
  width,
  height: 13,
});

function expectApart(boxes: (Box | null)[]): void {
  const shown = boxes.filter((b): b is Box => b !== null);
  for (let i = 0; i < shown.length; i++)
    for (let j = i + 1; j < shown.length; j++) expect(boxesOverlap(shown[i]!, shown[j]!)).toBe(false);
}

describe("placeChartLabels", () => {
  it("puts a lone name to the right of its point", () => {
    const [box] = placeChartLabels([at(100, 100)], area);
    expect(box).toEqual({ x: 108, y: 93.5, width: 80, height: 13 });
  });

  it("moves a name left when the right runs out of the plot", () => {
    const [box] = placeChartLabels([at(380, 100)], area);
    expect(box!.x + box!.width).toBeLessThan(380);
  });

  it("keeps names of points at almost the same place apart, and leaves off what cannot fit", () => {
    const targets = Array.from({ length: 12 }, (_, i) => at(200 + (i % 2), 150 + (i % 3), 120, 20));
    const boxes = placeChartLabels(targets, area);
    expectApart(boxes);
    expect(boxes.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(boxes.some((b) => b === null)).toBe(true);
  });

  it("never covers a point or its error bar", () => {
    const targets = [at(100, 150, 60, 40), at(170, 150, 60, 40), at(135, 150, 60, 10)];
    const boxes = placeChartLabels(targets, area);
    expectApart(boxes);
    for (const b of boxes.filter((x): x is Box => x !== null))
      for (const t of targets)
        expect(boxesOverlap(b, { x: t.cx - 5, y: t.barTop, width: 10, height: t.barBottom - t.barTop })).toBe(
          false,
        );
  });

  it("places nothing outside the plot", () => {
    const boxes = placeChartLabels([at(5, 5, 300), at(395, 295, 300)], area);
    for (const b of boxes.filter((x): x is Box => x !== null)) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(300);
    }
  });
});
