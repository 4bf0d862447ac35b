import { estimateTextWidth } from "./render-badge-svg";

/** Badges stay under this width (px), so they sit in a README line beside others. */
export const MAX_BADGE_WIDTH = 300;
const PADDING = 24;

/**
 * The two parts of a compact badge: the benchmark's title shortened (parentheses dropped, then
 * cut with an ellipsis) and "#rank/N · metric value", dropping the metric's name when the whole
 * would be wider than MAX_BADGE_WIDTH.
 */
export function compactBadgeText(
  title: string,
  standing: string,
  metricLabel: string,
  value: string,
): [string, string] {
  const fits = (l: string, m: string) =>
    estimateTextWidth(l) + estimateTextWidth(m) + PADDING < MAX_BADGE_WIDTH;
  let label = title.replace(/\s*\([^)]*\)\s*/g, " ").trim() || title;
  let message = `${standing} · ${metricLabel} ${value}`;
  if (!fits(label, message)) message = `${standing} · ${value}`;
  while (!fits(label, message) && label.length > 4) label = `${label.slice(0, -2).trimEnd()}…`;
  return [label, message];
}
