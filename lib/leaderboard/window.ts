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
  return (window.start === undefined || day >= window.start) && (window.end === undefined || day <= window.end);
}

/** Ids of the claims dated inside the window, in input order. */
export function claimIdsInWindow(claims: readonly { claimId: string; claimDate: string }[], window: DateWindow): string[] {
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
