import { formatDifference } from "@/lib/format";
import type { Track } from "@/lib/vocabulary";

type N = number | null | undefined;
const ok = (v: N): v is number => v !== null && v !== undefined && Number.isFinite(v);

/**
 * A logit (θ, Δθ, b; two decimals) or, with `decimals` 3, a value on the MSE scale (a, Δa,
 * d on the integrity track), signed when `signed`; "—" when missing.
 */
export function formatLogit(v: N, signed = false, decimals = 2): string {
  if (!ok(v)) return "—";
  const text = v.toFixed(decimals);
  return signed && v >= 0 ? `+${text}` : text;
}

export function formatLogitInterval(low: N, high: N, decimals = 2): string {
  return ok(low) && ok(high)
    ? `[${formatLogit(low, true, decimals)}, ${formatLogit(high, true, decimals)}]`
    : "";
}

/** Decimals of a track's difficulty scale: logits (verdict) or MSE (integrity). */
export const scaleDecimals = (track: Track) => (track === "verdict" ? 2 : 3);

/** The metric the adjusted gap is on: accuracy (verdict) or MSE (integrity). */
export const gapMetric = (track: Track) => (track === "verdict" ? "accuracy" : "mse");

export function formatGap(track: Track, v: N): string {
  return formatDifference(gapMetric(track), v);
}

export function formatGapInterval(track: Track, low: N, high: N): string {
  return ok(low) && ok(high) ? `[${formatGap(track, low)}, ${formatGap(track, high)}]` : "";
}
