import { formatIsoDate } from "@/lib/periods/calendar-date";

/** First day of a quarter, e.g. (2024, 3) → 2024-07-01. */
export function quarterStart(year: number, quarter: number): string {
  return formatIsoDate(year, (quarter - 1) * 3 + 1, 1);
}

/** Number of days in a quarter. */
export function quarterLength(year: number, quarter: number): number {
  const start = quarterStart(year, quarter);
  const next = quarter === 4 ? quarterStart(year + 1, 1) : quarterStart(year, quarter + 1);
  return Math.round((Date.parse(next) - Date.parse(start)) / 86_400_000);
}

/** The quarters from (startYear, startQuarter) to (endYear, endQuarter), inclusive. */
export function quarterRange(
  startYear: number,
  startQuarter: number,
  endYear: number,
  endQuarter: number,
): { year: number; quarter: number }[] {
  const out: { year: number; quarter: number }[] = [];
  for (
    let y = startYear, q = startQuarter;
    y < endYear || (y === endYear && q <= endQuarter);
    q === 4 ? ((q = 1), y++) : q++
  ) {
    out.push({ year: y, quarter: q });
  }
  return out;
}
