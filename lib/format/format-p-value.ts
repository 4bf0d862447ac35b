/**
 * A p-value: three decimals, "< 0.001" below that. A disclosed p-value (lib/disclosure rounds
 * them to 0.01 on hidden splits) is printed to its step, and 0 reads "< 0.01".
 */
export function formatPValue(p: number | null | undefined, options: { step?: number | null } = {}): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return "—";
  const step = options.step && options.step > 0 ? options.step : 0.001;
  const decimals = Math.max(0, Math.round(-Math.log10(step)));
  if (p < step / 2 || Number(p.toFixed(decimals)) === 0) return `< ${step.toFixed(decimals)}`;
  return p.toFixed(decimals);
}
