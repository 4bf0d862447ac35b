import { formatMetric } from "@/components/submissions/format-metric";

/** Display helpers: fractions as percentages, scores with three decimals, "—" for missing. */
export const pct = (v: number | null | undefined) => (v === null || v === undefined ? "—" : `${(100 * v).toFixed(1)}%`);
export const num = (v: number | null | undefined, digits = 3) => formatMetric(v, digits);
export const METRIC_NAMES = { meteor: "METEOR", embedding: "Embeddings" } as const;
export const signed = (v: number | null) => (v === null ? "—" : v > 0 ? `+${v}` : String(v));
