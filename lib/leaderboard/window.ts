import { addDays } from "@/lib/periods/calendar-date";
import { isPeriodEnd, isPeriodStart } from "@/lib/periods/periods";
import type { Period } from "@/lib/vocabulary";

/** A claim-date window [start, end], both inclusive ISO dates; an open side is undefined. */
export interface DateWindow {
  start?: string;
  end?: string;
}

/** Claims fewer than this in a window get a warning (DOMAIN.md §3). */
export const SMALL_WINDOW = 100;

/** True when the ISO date lies in the window (ISO dates compare as strings). */
export function isInWindow(claimDate: string, window: DateWindow): boolean {
  const day = claimDate.slice(0, 10);
  return (
    (window.start === undefined || day >= window.start) && (window.end === undefined || day <= window.end)
  );
}

/** Ids of the claims dated inside the window, in input order. */
export function claimIdsInWindow(
  claims: readonly { claimId: string; claimDate: string }[],
  window: DateWindow,
): string[] {
  return claims.filter((c) => isInWindow(c.claimDate, window)).map((c) => c.claimId);
}

/**
 * LiveCodeBench rule: a model whose cutoff (plus `bufferDays`) is on or after the window
 * start may have seen the window's claims, so it is contaminated and left unranked.
 * Without a window start nothing is checked (the board then says so).
 */
export function isContaminated(cutoff: string | null, bufferDays: number, window: DateWindow): boolean {
  if (cutoff === null || window.start === undefined) return false;
  return addDays(cutoff, bufferDays) >= window.start;
}

/** Pre-cutoff for a model: claim_date <= cutoff + buffer (DOMAIN.md §3). */
export function isPreCutoff(claimDate: string, cutoff: string, bufferDays: number): boolean {
  return claimDate.slice(0, 10) <= addDays(cutoff, bufferDays);
}

const WHOLE: Record<Period, { example: string; starts: string; ends: string }> = {
  quarter: {
    example: "2025-04-01 to 2025-06-30",
    starts: "01-01, 04-01, 07-01 or 10-01",
    ends: "03-31, 06-30, 09-30 or 12-31",
  },
  month: { example: "2025-05-01 to 2025-05-31", starts: "e.g. 2025-05-01", ends: "e.g. 2025-05-31" },
};

/** Why a window may not be used on hidden (test or embargoed) splits of a benchmark cut by `period`. */
export function hiddenWindowMessage(period: Period): string {
  return `On hidden test splits a window must start on the first and end on the last day of a ${period} (e.g. ${WHOLE[period].example}), so that no window can isolate single hidden labels`;
}

/**
 * On hidden splits a window may only cut whole periods of the benchmark's split period
 * (quarters or months, so whole splits): a window over arbitrary days could hold a single
 * hidden claim (its baselines and every model's score on it would reveal the gold), and two
 * windows a day apart differ by a few claims. Returns a field error per misaligned side, or
 * null when the window is whole periods (open sides are).
 */
export function periodAlignmentErrors(
  window: DateWindow,
  period: Period,
): { start?: string; end?: string } | null {
  const errors: { start?: string; end?: string } = {};
  if (window.start !== undefined && !isPeriodStart(window.start, period))
    errors.start = `must be the first day of a ${period} (${WHOLE[period].starts}) on hidden test splits`;
  if (window.end !== undefined && !isPeriodEnd(window.end, period))
    errors.end = `must be the last day of a ${period} (${WHOLE[period].ends}) on hidden test splits`;
  return Object.keys(errors).length > 0 ? errors : null;
}
