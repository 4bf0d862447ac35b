/**
 * A y range that holds every interval with round ticks (steps of 1, 2 or 5 × 10^k), the top
 * tick above the highest bar so nothing is drawn against the plot's edge.
 */
export function niceAxis(min: number, max: number): { domain: [number, number]; ticks: number[] } {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let t = low; t <= high + step / 2; t += step) ticks.push(Number(t.toFixed(10)));
  // A flat line (every value equal, e.g. disclosed values rounded alike) still gets an axis with a span.
  if (ticks.length < 2) ticks.push(Number((low + step).toFixed(10)));
  return { domain: [ticks[0] ?? low, ticks.at(-1) ?? high], ticks };
}

/** Decimals that tell neighbouring ticks apart (a step of 0.002 prints 3), at least 0, at most 6. */
export function tickDecimals(ticks: readonly number[]): number {
  const step = Math.abs((ticks[1] ?? 1) - (ticks[0] ?? 0)) || 1;
  return Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
}
