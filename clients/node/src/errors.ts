/** A refused or failed operation (exit 1) or a usage error (exit 2), printed on one line. */
export class LiveCheckError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly code: string | null = null,
    readonly status: number | null = null,
    readonly issues: Issue[] = [],
    readonly more = 0,
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } {
    return {
      error: {
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.status !== null ? { status: this.status } : {}),
        ...(this.issues.length ? { issues: this.issues, more: this.more } : {}),
      },
    };
  }
}

/** One problem of a refused prediction file, as the server and the scorer name it. */
export type Issue = { file?: string; line?: number; field?: string; claimId?: string; message: string };

export const usageError = (message: string) => new LiveCheckError(message, 2);

/** `file:line: field F: message`, as the Python client prints it. */
export function formatIssue(issue: Issue): string {
  const parts: string[] = [];
  const where = `${issue.file ?? ""}${issue.line !== undefined ? `:${issue.line}` : ""}`;
  if (where) parts.push(where);
  if (issue.field) parts.push(`field ${issue.field}`);
  if (issue.claimId) parts.push(`claim ${issue.claimId}`);
  parts.push(issue.message);
  return parts.join(": ");
}
