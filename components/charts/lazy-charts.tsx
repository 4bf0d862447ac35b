"use client";
// Charts are drawn in the browser only: recharts' ResponsiveContainer has no size on the
// server, so rendering it there produced an empty box at real cost per request. The table
// alternative next to every chart is server-rendered.
import dynamic from "next/dynamic";

const placeholder = () => <div className="h-80 w-full rounded bg-gray-100" aria-hidden="true" />;

export const LazyCurveChart = dynamic(() => import("./curve-chart").then((m) => m.CurveChart), {
  ssr: false,
  loading: placeholder,
});
export const LazyCostScatter = dynamic(() => import("./cost-scatter").then((m) => m.CostScatter), {
  ssr: false,
  loading: placeholder,
});
export const LazyScoreHistogram = dynamic(
  () => import("@/components/contamination/score-histogram").then((m) => m.ScoreHistogram),
  { ssr: false, loading: () => <div className="h-56 w-full rounded bg-gray-100" aria-hidden="true" /> },
);
export const LazyCalibrationChart = dynamic(
  () => import("@/components/contamination/calibration-chart").then((m) => m.CalibrationChart),
  { ssr: false, loading: () => <div className="h-56 w-full rounded bg-gray-100" aria-hidden="true" /> },
);
