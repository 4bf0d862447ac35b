/** A problem with an input file; names the file and the line, field or claim id. */
export interface ScoringIssue {
  file: string;
  line?: number;
  field?: string;
  claimId?: string;
  message: string;
}

const MAX_REPORTED_ISSUES = 100;

export function formatIssue(issue: ScoringIssue): string {
  const where = [
    issue.line !== undefined ? `line ${issue.line}` : undefined,
    issue.claimId !== undefined ? `claim ${issue.claimId}` : undefined,
    issue.field !== undefined ? `field ${issue.field}` : undefined,
  ].filter((part) => part !== undefined);
  return `${issue.file}${where.length > 0 ? ` (${where.join(", ")})` : ""}: ${issue.message}`;
}

/** Collects issues, keeping the first `cap` and counting the rest. */
export class IssueList {
  readonly issues: ScoringIssue[] = [];
  more = 0;

  constructor(private readonly cap = MAX_REPORTED_ISSUES) {}

  add(issue: ScoringIssue): void {
    if (this.issues.length < this.cap) this.issues.push(issue);
    else this.more += 1;
  }

  get count(): number {
    return this.issues.length + this.more;
  }

  /** Throws a ScoringInputError when any issue was collected. */
  throwIfAny(): void {
    if (this.count > 0) throw new ScoringInputError(this.issues, this.more);
  }
}

/** Thrown when input is refused; `issues` holds at most MAX_REPORTED_ISSUES entries. */
export class ScoringInputError extends Error {
  constructor(
    readonly issues: ScoringIssue[],
    readonly more = 0,
  ) {
    const lines = issues.map(formatIssue);
    if (more > 0) lines.push(`... and ${more} more`);
    super(lines.join("\n"));
    this.name = "ScoringInputError";
  }
}
