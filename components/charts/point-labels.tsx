"use client";
import { usePlotArea, useXAxisScale, useYAxisScale } from "recharts";
import { placeChartLabels } from "@/lib/leaderboard/place-chart-labels";

type LabelledPoint = { name: string; x: number; y: number; low: number; high: number };

const FONT_SIZE = 11;

/** Width of `text` at the chart's font, measured by the browser (an estimate where it cannot). */
function textWidth(text: string, font: string): number {
  const context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!context) return text.length * FONT_SIZE * 0.62;
  context.font = font;
  return Math.ceil(context.measureText(text).width) + 1;
}

/**
 * Point names of a scatter chart, placed so none overlaps another, a point or an error bar
 * (placeChartLabels); a name with no room is left off and the chart names its point on
 * hover. A child of the recharts chart: it reads the chart's scales.
 */
export function PointLabels({ points }: { points: LabelledPoint[] }) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const area = usePlotArea();
  if (!xScale || !yScale || !area) return null;
  const family = typeof document === "undefined" ? "sans-serif" : getComputedStyle(document.body).fontFamily;
  const font = `${FONT_SIZE}px ${family}`;
  const targets = points.map((p) => {
    const cx = xScale(p.x) ?? Number.NaN;
    const cy = yScale(p.y) ?? Number.NaN;
    const top = yScale(p.high);
    const bottom = yScale(p.low);
    return {
      cx,
      cy,
      barTop: Number.isFinite(top) ? Math.min(top!, cy) : cy,
      barBottom: Number.isFinite(bottom) ? Math.max(bottom!, cy) : cy,
      width: textWidth(p.name, font),
      height: Math.ceil(FONT_SIZE * 1.3),
    };
  });
  const boxes = placeChartLabels(targets, area);
  return (
    <g aria-hidden="true" data-testid="point-labels">
      {boxes.map((box, i) =>
        box ? (
          <text
            key={points[i]!.name}
            data-testid="point-label"
            x={box.x}
            y={box.y + FONT_SIZE}
            fontSize={FONT_SIZE}
            fill="currentColor"
          >
            {points[i]!.name}
          </text>
        ) : null,
      )}
    </g>
  );
}
