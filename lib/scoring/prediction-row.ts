import { predictionRowSchema } from "@/lib/schemas/prediction";
import type { ScoringIssue } from "./issues";
import type { PredictionRow } from "./types";

export type RowResult = { ok: true; row: PredictionRow } | { ok: false; issues: ScoringIssue[] };

const isOptional = (value: unknown, type: "string" | "number") =>
  value === undefined || typeof value === type;

const isUnitScore = (v: unknown): v is number => typeof v === "number" && v >= -1 && v <= 1;

/** A plain `{name: number in [-1, 1]}` object, as propertyValuesSchema accepts it; else null. */
function fastProperties(value: unknown): Record<string, number> | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.values(value).every(isUnitScore) ? (value as Record<string, number>) : null;
}

/**
 * The common row (no citations, every field of the right type) checked by hand: a large
 * file has hundreds of thousands of rows, and this skips the schema's per-row cost. It
 * accepts exactly what predictionRowSchema accepts for such rows; anything else (including
 * every invalid row) goes through the schema, which words the errors.
 */
function fastRow(o: Record<string, unknown>, line: number): PredictionRow | null {
  const { claim_id: claimId, slice, variant, label, raw_output: rawOutput, score } = o;
  if (
    typeof claimId !== "string" ||
    o["citations"] !== undefined ||
    !isOptional(o["justification"], "string")
  )
    return null;
  if (
    !isOptional(label, "string") ||
    !isOptional(rawOutput, "string") ||
    !isOptional(score, "number") ||
    !isOptional(slice, "number")
  )
    return null;
  if (slice !== undefined && !Number.isInteger(slice)) return null;
  if (score !== undefined && ((score as number) < -1 || (score as number) > 1)) return null;
  if (variant !== undefined && variant !== "original" && variant !== "shifted") return null;
  const properties = fastProperties(o["properties"]);
  if (properties === null) return null;
  if ((label === undefined ? 0 : 1) + (rawOutput === undefined ? 0 : 1) + (score === undefined ? 0 : 1) > 1)
    return null;
  const id = claimId.trim();
  if (id === "") return null;
  return {
    line,
    claimId: id,
    slice: slice as number | undefined,
    variant: variant ?? "original",
    label: label as string | undefined,
    rawOutput: rawOutput as string | undefined,
    score: score as number | undefined,
    ...(properties === undefined ? {} : { properties }),
    citations: [],
  };
}

const PREDICTION_FIELDS = ["label", "raw_output", "score"] as const;

/**
 * A template row's empty prediction fields (`null`) dropped, and whether the row is left
 * empty: some prediction field was null and none holds a prediction.
 */
function withoutEmptyFields(raw: Record<string, unknown>): {
  object: Record<string, unknown>;
  isEmpty: boolean;
} {
  if (!PREDICTION_FIELDS.some((f) => raw[f] === null)) return { object: raw, isEmpty: false };
  const object = { ...raw };
  for (const f of PREDICTION_FIELDS) if (object[f] === null) delete object[f];
  return { object, isEmpty: PREDICTION_FIELDS.every((f) => object[f] === undefined) };
}

/** Validates one decoded prediction object (from JSONL or CSV) into a PredictionRow. */
export function toPredictionRow(raw: unknown, line: number, file: string): RowResult {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, issues: [{ file, line, message: "expected a JSON object" }] };
  }
  const { object, isEmpty } = withoutEmptyFields(raw as Record<string, unknown>);
  const result = validateRow(object, line, file);
  return result.ok && isEmpty ? { ok: true, row: { ...result.row, isEmpty } } : result;
}

function validateRow(raw: Record<string, unknown>, line: number, file: string): RowResult {
  const fast = fastRow(raw, line);
  if (fast) return { ok: true, row: fast };
  const parsed = predictionRowSchema.safeParse(raw);
  if (!parsed.success) {
    const claimId = raw["claim_id"];
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
      ...(data.properties === undefined ? {} : { properties: data.properties }),
      citations: data.citations ?? [],
    },
  };
}

const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * CSV cells are strings: empty cells are absent (an empty prediction cell, `label`,
 * `raw_output` or `score`, is null, as in a template), `slice` and `score` become numbers when
 * they look numeric (otherwise the schema reports them), `citations` and `properties` hold JSON.
 */
export function decodeCsvRecord(record: Record<string, string>): Record<string, unknown> | string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === "") {
      if ((PREDICTION_FIELDS as readonly string[]).includes(key)) out[key] = null;
      continue;
    }
    if ((key === "slice" || key === "score") && NUMERIC.test(value)) out[key] = Number(value);
    else if (key === "citations" || key === "properties") {
      try {
        out[key] = JSON.parse(value) as unknown;
      } catch {
        return `${key}: not valid JSON`;
      }
    } else out[key] = value;
  }
  return out;
}
