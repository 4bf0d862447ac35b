import type { BundleProblem } from "@/lib/bundles/bundle-types";
import { AppError } from "@/lib/errors/app-error";

/** A bundle that failed validation: the first problems (file, line, field) and the total. */
export class BundleInvalidError extends AppError {
  readonly problems: BundleProblem[];
  readonly totalProblems: number;

  constructor(problems: BundleProblem[], totalProblems: number) {
    const more = totalProblems - problems.length;
    super(
      "BAD_REQUEST",
      `The bundle has ${totalProblems} problem${totalProblems === 1 ? "" : "s"}${more > 0 ? ` (first ${problems.length} listed)` : ""}; nothing was imported`,
      undefined,
      {
        problems,
        totalProblems,
      },
    );
    this.problems = problems;
    this.totalProblems = totalProblems;
  }
}

export function formatProblem(p: BundleProblem): string {
  return `${p.file}${p.line ? `:${p.line}` : ""}${p.field ? ` ${p.field}` : ""}: ${p.message}`;
}
