"use client";
import { CartesianGrid, ErrorBar, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis, LabelList } from "recharts";

export type CostDatum = { model: string; cost: number; value: number; low: number; high: number };

/** Primary metric against cost per run (USD); the page renders a table alternative. */
export function CostScatter({ data, yLabel }: { data: CostDatum[]; yLabel: string }) {
  const points = data.map((d) => ({ ...d, err: [d.value - d.low, d.high - d.value] }));
  return (
    <figure role="group" aria-label={`${yLabel} against cost per run`} className="w-full">
      <div className="h-80 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ScatterChart margin={{ top: 10, right: 16, bottom: 30, left: 10 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="cost" type="number" name="Cost per run (USD)" label={{ value: "Cost per run (USD)", position: "insideBottom", offset: -18 }} />
            <YAxis dataKey="value" type="number" name={yLabel} label={{ value: yLabel, angle: -90, position: "insideLeft" }} width={60} />
            <Tooltip formatter={(v) => (typeof v === "number" ? v.toFixed(3) : String(v))} />
            <Scatter data={points} fill="#1d4ed8" isAnimationActive={false}>
              <ErrorBar dataKey="err" direction="y" width={4} stroke="#1d4ed8" />
              <LabelList dataKey="model" position="top" fontSize={11} />
            </Scatter>
          </ScatterChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-gray-700">{yLabel} against cost per run; only models with a stated cost appear.</figcaption>
    </figure>
  );
}
