/**
 * Calendar quarters as integers: index = year * 4 + (quarter - 1), so subtracting two
 * indices gives a distance in quarters (DOMAIN.md §3, relative quarter).
 */
export function quarterIndex(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year * 4 + Math.floor((month - 1) / 3);
}

/** "YYYYQn" for a quarter index. */
export function quarterName(index: number): string {
  return `${Math.floor(index / 4)}Q${(index % 4) + 1}`;
}

/** Quarter index of a split name "YYYYQn". */
export function splitQuarterIndex(name: string): number {
  const match = /^(\d{4})Q([1-4])$/.exec(name);
  if (!match) throw new Error(`not a quarter name: ${name}`);
  return Number(match[1]) * 4 + Number(match[2]) - 1;
}

/** quarter(claim_date) - quarter(cutoff): 0 is the cutoff's own quarter, +1 the next. */
export function relativeQuarter(claimDate: string, cutoff: string): number {
  return quarterIndex(claimDate) - quarterIndex(cutoff);
}
