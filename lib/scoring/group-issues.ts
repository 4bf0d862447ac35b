import type { ScoringIssue } from "./issues";

/** Issues of one kind: the same message, listed once with every line or claim it concerns. */
export type IssueGroup = {
  message: string;
  /** A "missing prediction" group (claims with no line): the hint names missing-as-wrong. */
  isMissing: boolean;
  /** The issues, sorted by line. */
  items: ScoringIssue[];
};

const isMissingIssue = (i: ScoringIssue) =>
  i.line === undefined && i.message.startsWith("missing prediction");

/**
 * A refused file's problems as a person reads them (the refusal itself is unchanged): a claim
 * whose line was already reported (it failed to parse, or a field was wrong) is not reported
 * again as a missing prediction; the rest is sorted by line, file-level problems first, and
 * problems of the same kind are grouped, in order of their first line. The message of a
 * grouped problem is the text after the place (line, field, claim), which is what repeats.
 */
export function groupIssues(issues: readonly ScoringIssue[]): IssueGroup[] {
  const claimsWithLine = new Set(
    issues.filter((i) => i.line !== undefined && i.claimId !== undefined).map((i) => i.claimId),
  );
  const kept = issues.filter((i) => !(isMissingIssue(i) && claimsWithLine.has(i.claimId)));
  const order = (i: ScoringIssue) =>
    i.line !== undefined ? i.line : i.claimId === undefined ? -1 : Number.MAX_SAFE_INTEGER;
  const sorted = kept
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => order(a.issue) - order(b.issue) || a.index - b.index)
    .map((x) => x.issue);
  const groups = new Map<string, IssueGroup>();
  for (const issue of sorted) {
    const key = `${issue.field ?? ""}\u0000${issue.message}`;
    const group = groups.get(key);
    if (group) group.items.push(issue);
    else groups.set(key, { message: issue.message, isMissing: isMissingIssue(issue), items: [issue] });
  }
  return [...groups.values()];
}

/** How many issues `groupIssues` left out as already reported on their line. */
export function countDoubleReports(issues: readonly ScoringIssue[], groups: readonly IssueGroup[]): number {
  return issues.length - groups.reduce((n, g) => n + g.items.length, 0);
}
