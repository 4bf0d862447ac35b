/** Dates are ISO dates ("2026-11-30") and times are UTC ("2026-11-30 13:55 UTC"), everywhere. */
type DateInput = Date | string | number | null | undefined;

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === "") return null;
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "2026-11-30"; "—" when missing. A plain ISO date string is returned as is. */
export function formatDate(input: DateInput): string {
  if (typeof input === "string" && /^\d{4}-\d{2}-\d{2}$/.test(input)) return input;
  const d = toDate(input);
  return d ? d.toISOString().slice(0, 10) : "—";
}

/** "2026-11-30 13:55 UTC"; "—" when missing. */
export function formatDateTime(input: DateInput): string {
  const d = toDate(input);
  return d ? `${d.toISOString().slice(0, 16).replace("T", " ")} UTC` : "—";
}

/** A count with thousands separators: "25,000". */
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? "—" : n.toLocaleString("en-US");
}

/** US dollars: cents, or four decimals under a cent (a few LLM calls cost fractions of a cent). */
export function formatUsd(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || !Number.isFinite(usd)) return "—";
  return `$${usd !== 0 && Math.abs(usd) < 0.01 ? usd.toFixed(4) : usd.toFixed(2)}`;
}
