import { formatMetric } from "@/lib/format";

/** Shares of claims flagged (from contamination scores, not gold) as percentages; similarity scores with three decimals (lib/format). */
export const pct = (v: number | null | undefined) => formatMetric("flagged_share", v);
export const num = (v: number | null | undefined) => formatMetric("meteor", v);
export const signed = (v: number | null) => (v === null ? "—" : v > 0 ? `+${v}` : String(v));
