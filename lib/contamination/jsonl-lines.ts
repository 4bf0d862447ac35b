import type { z } from "zod";

/** Where a JSONL line went wrong: its 1-based number, the field (null: the line is not JSON) and what. */
type JsonlProblem = { line: number; field: string | null; detail: string };

/**
 * The lines of a JSONL text parsed with `schema`, in order, blank lines skipped. The first
 * line that is not JSON or does not fit goes to `fail`, which throws the caller's own error.
 */
export function parseJsonlLines<T>(
  text: string,
  schema: z.ZodType<T>,
  fail: (problem: JsonlProblem) => never,
): { line: number; value: T }[] {
  const out: { line: number; value: T }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      fail({ line, field: null, detail: "not valid JSON" });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fail({ line, field: issue?.path.join(".") || "(line)", detail: issue?.message ?? "invalid" });
    }
    out.push({ line, value: parsed.data });
  });
  return out;
}
