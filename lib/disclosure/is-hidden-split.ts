/** What decides whether a split's gold is hidden; stored split columns only. */
interface SplitVisibility {
  kind: string;
  embargoUntil: Date | null;
  /** Set when a maintainer retired a test split: its labels are public from then on. */
  retiredAt: Date | null;
}

/**
 * Hidden gold: a test split that has not been retired, or a dev split whose embargo is still
 * running. Every other split has public labels, so its numbers are disclosed exactly.
 */
export function isHiddenSplit(split: SplitVisibility, now = new Date()): boolean {
  if (split.kind === "dev") return split.embargoUntil !== null && split.embargoUntil > now;
  return split.retiredAt === null;
}
