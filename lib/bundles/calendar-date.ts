/**
 * Calendar dates as bundles write them: `YYYY-MM-DD`, proleptic Gregorian, no time zone.
 * Pure helpers; no `Date` parsing of free text, so "2025-02-30" is refused instead of
 * silently rolling over to March.
 */

/** A quarterly split label such as `2024Q3` (DOMAIN §3). */
export type QuarterSplit = `${number}Q${1 | 2 | 3 | 4}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const QUARTER = /^(\d{4})Q([1-4])$/;

/** Whether `year` is a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
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

/** Formats parts as `YYYY-MM-DD` (zero-padded). */
export function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The quarterly split (`YYYYQn`) of a valid `YYYY-MM-DD` date; throws on an invalid one. */
export function quarterOf(isoDate: string): QuarterSplit {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new Error(`not a calendar date: ${isoDate}`);
  const quarter = Math.floor((parts.month - 1) / 3) + 1;
  return `${parts.year}Q${quarter}` as QuarterSplit;
}

/** Whether `text` is a quarterly split label `YYYYQn`. */
export function isQuarterSplit(text: string): text is QuarterSplit {
  return QUARTER.test(text);
}

/** Orders quarterly split labels chronologically (works because the format is fixed-width). */
export function compareQuarters(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
