/** A claim-date window [start, end], both inclusive ISO dates; an open side is undefined. */
export interface DateWindow {
  start?: string;
  end?: string;
}

/** Claims fewer than this in a window get a warning (DOMAIN.md §3). */
export const SMALL_WINDOW = 100;

/** ISO date plus `days` (negative allowed), computed in UTC. */
export function addDaysIso(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

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
  return addDaysIso(cutoff, bufferDays) >= window.start;
}

/** Pre-cutoff for a model: claim_date <= cutoff + buffer (DOMAIN.md §3). */
export function isPreCutoff(claimDate: string, cutoff: string, bufferDays: number): boolean {
  return claimDate.slice(0, 10) <= addDaysIso(cutoff, bufferDays);
}

/** True for the first day of a calendar quarter (01-01, 04-01, 07-01, 10-01). */
export function isQuarterStart(isoDate: string): boolean {
  return /^\d{4}-(01|04|07|10)-01$/.test(isoDate.slice(0, 10));
}

/** True for the last day of a calendar quarter (03-31, 06-30, 09-30, 12-31). */
export function isQuarterEnd(isoDate: string): boolean {
  return /^\d{4}-(03-31|06-30|09-30|12-31)$/.test(isoDate.slice(0, 10));
}

/** Why a window may not be used on hidden (test or embargoed) splits. */
export const HIDDEN_WINDOW_MESSAGE =
  "On hidden test splits a window must start on the first and end on the last day of a quarter (e.g. 2025-04-01 to 2025-06-30), so that no window can isolate single hidden labels";

/**
 * On hidden splits a window may only cut whole calendar quarters: a window over arbitrary
 * days could hold a single hidden claim (its baselines and every model's score on it would
 * reveal the gold), and two windows a day apart differ by a few claims. Returns a field
 * error per misaligned side, or null when the window is whole quarters (open sides are).
 */
export function quarterAlignmentErrors(window: DateWindow): { start?: string; end?: string } | null {
  const errors: { start?: string; end?: string } = {};
  if (window.start !== undefined && !isQuarterStart(window.start))
    errors.start = "must be the first day of a quarter (01-01, 04-01, 07-01 or 10-01) on hidden test splits";
  if (window.end !== undefined && !isQuarterEnd(window.end))
    errors.end = "must be the last day of a quarter (03-31, 06-30, 09-30 or 12-31) on hidden test splits";
  return Object.keys(errors).length > 0 ? errors : null;
}
