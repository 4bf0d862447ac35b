/**
 * Calendar dates as bundles write them: `YYYY-MM-DD`, proleptic Gregorian, no time zone.
 * Pure helpers; no `Date` parsing of free text, so "2025-02-30" is refused instead of
 * silently rolling over to March.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `year` is a Gregorian leap year. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses a strict `YYYY-MM-DD` string into its parts, or returns null when the text is
 * not in that shape or names a day that does not exist (2025-02-30, 2023-13-01).
 */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether `text` is a real calendar day written as `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** `YYYY-MM-DD` (a timestamp's time is ignored) plus `days`, negative allowed: UTC calendar arithmetic. */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** Formats parts as `YYYY-MM-DD` (zero-padded). */
export function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
