import type { ReactElement, ReactNode } from "react";
import { ResponsiveContainer } from "recharts";

/** The plot margin of the charts over claim scores (room for the axis title and τ's label). */
export const SCORE_CHART_MARGIN = { top: 24, right: 28, bottom: 24, left: 0 };

/** Props of an x axis over [0, 1] (claim scores, τ) with ticks every 0.2 and `title` below. */
export function scoreAxis(title: string) {
  return {
    type: "number",
    domain: [0, 1],
    ticks: [0, 0.2, 0.4, 0.6, 0.8, 1],
    label: { value: title, position: "insideBottom", offset: -12 },
  } as const;
}

/** A chart over claim scores: a figure named by `title`, the plot at full width, the caption below. */
export function ScoreChartFrame({
  title,
  caption,
  children,
}: {
  title: string;
  caption: ReactNode;
  children: ReactElement;
}) {
  return (
    <figure role="group" aria-label={title} className="w-full">
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-gray-700">{caption}</figcaption>
    </figure>
  );
}
