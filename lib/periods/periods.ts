// Split periods (docs/DOMAIN.md §3) as integers: a month is year * 12 + (month - 1), a
// quarter year * 4 + (quarter - 1), so the difference of two indices of one period counts
// months or quarters across year ends. Names are `YYYY-MM` (month) and `YYYYQn` (quarter);
// both are fixed-width, so names of one period sort chronologically as plain strings.
import type { Period } from "@/lib/vocabulary";
import { daysInMonth, formatIsoDate } from "./calendar-date";

const PER_YEAR: Record<Period, number> = { month: 12, quarter: 4 };
const MONTHS_PER: Record<Period, number> = { month: 1, quarter: 3 };
const NAME: Record<Period, RegExp> = {
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarter: /^(\d{4})Q([1-4])$/,
};
const DATE_PREFIX = /^(\d{4})-(0[1-9]|1[0-2])-\d{2}/;

/**
 * A split name of either period, `YYYYQn` or `YYYY-MM`: what a query, a form or a file may
 * name before the benchmark (and so its period) is known. Every boundary that reads a split
 * name checks it with this (lib/schemas/bundle-common.ts `splitNameSchema`); which period a
 * benchmark uses is checked where the benchmark is loaded (`describeUnknownSplit`). It
 * accepts exactly the names `periodOfName` gives a period (periods.test.ts).
 */
export const SPLIT_NAME = /^\d{4}(Q[1-4]|-(0[1-9]|1[0-2]))$/;

/** How a split name of the period is written, for error messages. */
export const PERIOD_SHAPE: Record<Period, string> = {
  month: "a month written YYYY-MM, e.g. 2025-07",
  quarter: "a quarter written YYYYQn, e.g. 2025Q3",
};

/** Index of the period a `YYYY-MM-DD` date (or ISO date-time) falls in; throws on other text. */
export function periodIndexOfDate(isoDate: string, period: Period): number {
  const match = DATE_PREFIX.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  const month0 = Number(match[2]) - 1;
  return Number(match[1]) * PER_YEAR[period] + Math.floor(month0 / MONTHS_PER[period]);
}

/** Index of a split name of the period, or null when the name is not written that way. */
export function parsePeriodName(name: string, period: Period): number | null {
  const match = NAME[period].exec(name);
  if (!match) return null;
  return Number(match[1]) * PER_YEAR[period] + Number(match[2]) - 1;
}

/** Index of a split name of the period; throws when the name is not written that way. */
export function periodIndex(name: string, period: Period): number {
  const index = parsePeriodName(name, period);
  if (index === null) throw new Error(`${name} is not ${PERIOD_SHAPE[period]}`);
  return index;
}

/** Whether `name` is a split name of the period. */
export function isPeriodName(name: string, period: Period): boolean {
  return NAME[period].test(name);
}

/** The period a split name is written in, or null for neither. */
export function periodOfName(name: string): Period | null {
  return isPeriodName(name, "month") ? "month" : isPeriodName(name, "quarter") ? "quarter" : null;
}

/**
 * Why a well-formed split name matches none of a benchmark's splits: it is written in the
 * other period, or it is simply not one of them. Names the splits there are.
 */
export function describeUnknownSplit(name: string, period: Period, names: readonly string[]): string {
  const listed = names.length > 0 ? names.join(", ") : "none you may see";
  return isPeriodName(name, period)
    ? `No split ${name}; the splits are ${listed}`
    : `No split ${name}: this benchmark's splits are ${period}s, each ${PERIOD_SHAPE[period]} (${listed})`;
}

/** The split name (`YYYY-MM` or `YYYYQn`) of a period index. */
export function periodName(index: number, period: Period): string {
  const year = Math.floor(index / PER_YEAR[period]);
  const within = index - year * PER_YEAR[period] + 1;
  return period === "month"
    ? `${String(year).padStart(4, "0")}-${String(within).padStart(2, "0")}`
    : `${String(year).padStart(4, "0")}Q${within}`;
}

/** The split name of the period a date falls in. */
export function periodOfDate(isoDate: string, period: Period): string {
  return periodName(periodIndexOfDate(isoDate, period), period);
}

/** The split name after `name` (2025-12 → 2026-01, 2025Q4 → 2026Q1). */
export function nextPeriod(name: string, period: Period): string {
  return periodName(periodIndex(name, period) + 1, period);
}

/** Orders split names of one period chronologically. */
export function comparePeriodNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** period(claim date) − period(cutoff): 0 is the cutoff's own period, +1 the next. */
export function relativePeriod(claimDate: string, cutoff: string, period: Period): number {
  return periodIndexOfDate(claimDate, period) - periodIndexOfDate(cutoff, period);
}

/** First day (`YYYY-MM-DD`) of a period index. */
export function periodFirstDay(index: number, period: Period): string {
  const month0 = index * MONTHS_PER[period];
  return formatIsoDate(Math.floor(month0 / 12), (month0 % 12) + 1, 1);
}

/** Last day (`YYYY-MM-DD`) of a period index. */
export function periodLastDay(index: number, period: Period): string {
  const month0 = (index + 1) * MONTHS_PER[period] - 1;
  const year = Math.floor(month0 / 12);
  const month = (month0 % 12) + 1;
  return formatIsoDate(year, month, daysInMonth(year, month));
}

/** Whether the date is the first day of its period. */
export function isPeriodStart(isoDate: string, period: Period): boolean {
  return isoDate.slice(0, 10) === periodFirstDay(periodIndexOfDate(isoDate, period), period);
}

/** Whether the date is the last day of its period. */
export function isPeriodEnd(isoDate: string, period: Period): boolean {
  return isoDate.slice(0, 10) === periodLastDay(periodIndexOfDate(isoDate, period), period);
}
