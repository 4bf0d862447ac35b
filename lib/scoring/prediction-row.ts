import { predictionRowSchema } from "@/lib/schemas/prediction";
import type { ScoringIssue } from "./issues";
import type { PredictionRow } from "./types";

export type RowResult = { ok: true; row: PredictionRow } | { ok: false; issues: ScoringIssue[] };

/** Validates one decoded prediction object (from JSONL or CSV) into a PredictionRow. */
export function toPredictionRow(raw: unknown, line: number, file: string): RowResult {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, issues: [{ file, line, message: "expected a JSON object" }] };
  }
  const parsed = predictionRowSchema.safeParse(raw);
  if (!parsed.success) {
    const claimId = (raw as Record<string, unknown>)["claim_id"];
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        file,
        line,
        field: issue.path.length > 0 ? issue.path.join(".") : undefined,
        claimId: typeof claimId === "string" ? claimId : undefined,
        message: issue.message,
      })),
    };
  }
  const data = parsed.data;
  return {
    ok: true,
    row: {
      line,
      claimId: data.claim_id,
      slice: data.slice,
      variant: data.variant ?? "original",
      label: data.label,
      rawOutput: data.raw_output,
      score: data.score,
      citations: data.citations ?? [],
    },
  };
}

const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * CSV cells are strings: empty cells are absent, `slice` and `score` become numbers when
 * they look numeric (otherwise the schema reports them), `citations` holds JSON.
 */
export function decodeCsvRecord(record: Record<string, string>): Record<string, unknown> | string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === "") continue;
    if ((key === "slice" || key === "score") && NUMERIC.test(value)) out[key] = Number(value);
    else if (key === "citations") {
      try {
        out[key] = JSON.parse(value) as unknown;
      } catch {
        return "citations: not valid JSON";
      }
    } else out[key] = value;
  }
  return out;
}
