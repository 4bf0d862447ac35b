import type { z } from "zod";
import type { BundleProblem } from "./bundle-types";

/** How many problems a bundle report shows; the rest are only counted. */
const MAX_REPORTED_PROBLEMS = 100;

/** Collects problems, keeping the first `cap` and counting all of them. */
export class ProblemList {
  readonly shown: BundleProblem[] = [];
  total = 0;

  constructor(private readonly cap: number = MAX_REPORTED_PROBLEMS) {}

  /** Records one problem. */
  add(problem: BundleProblem): void {
    this.total += 1;
    if (this.shown.length < this.cap) this.shown.push(problem);
  }

  /** Records every issue of a failed zod parse against `file` (and `line`). */
  addZodIssues(file: string, line: number | undefined, error: z.ZodError): void {
    for (const issue of error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) {
          this.add(
            withLine({ file, field: formatFieldPath([...issue.path, key]), message: "unknown field" }, line),
          );
        }
        continue;
      }
      const field = issue.path.length > 0 ? formatFieldPath(issue.path) : undefined;
      this.add(withLine({ file, field, message: issue.message }, line));
    }
  }

  /** `value` parsed by `schema`, or null after recording the parse's issues against `file` and `line`. */
  parseRow<T>(schema: z.ZodType<T>, file: string, line: number, value: unknown): T | null {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    this.addZodIssues(file, line, parsed.error);
    return null;
  }

  /**
   * Notes that the row for `id` stands on `line`: true the first time (the line is kept in
   * `lineById`); after that, a problem "`duplicate` (first on line N)" on `claim_id`, and false.
   */
  isFirstRow(
    lineById: Map<string, number>,
    id: string,
    at: { file: string; line: number },
    duplicate: string,
  ): boolean {
    const firstLine = lineById.get(id);
    if (firstLine === undefined) {
      lineById.set(id, at.line);
      return true;
    }
    this.add({ ...at, field: "claim_id", message: `${duplicate} (first on line ${firstLine})` });
    return false;
  }

  /** Number of problems counted but not shown. */
  get omitted(): number {
    return this.total - this.shown.length;
  }
}

function withLine(problem: BundleProblem, line: number | undefined): BundleProblem {
  const result: BundleProblem = { file: problem.file, message: problem.message };
  if (line !== undefined) result.line = line;
  if (problem.field !== undefined) result.field = problem.field;
  return result;
}

/**
 * Formats a zod path as a field name: `evidence[2].id`, `labels_by_slice["-3"]`.
 * Identifier-like keys use dots; other keys are quoted so "-3" stays readable.
 */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else if (typeof part === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(part))
      out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(String(part))}]`;
  }
  return out;
}
