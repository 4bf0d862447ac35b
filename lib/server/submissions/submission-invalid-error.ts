import { AppError } from "@/lib/errors/app-error";
import type { ScoringIssue } from "@/lib/scoring/issues";

/** A prediction file refused before queuing: the first issues (file, line, field) and how many more. */
export class SubmissionInvalidError extends AppError {
  constructor(
    readonly issues: ScoringIssue[],
    readonly more: number,
  ) {
    const total = issues.length + more;
    super(
      "BAD_REQUEST",
      `The file has ${total} problem${total === 1 ? "" : "s"}; nothing was queued`,
      undefined,
      { issues, more },
    );
  }
}
