import { describe, expect, it } from "vitest";
import { predictionRowSchema } from "@/lib/schemas/prediction";
import { toPredictionRow, type RowResult } from "./prediction-row";

/**
 * What the schema alone makes of a row: the reference the fast path must match. A null
 * prediction field is an empty template cell (DOMAIN §7): dropped, and the row is left empty
 * when no prediction field remains.
 */
function bySchema(given: Record<string, unknown>): RowResult {
  const fields = ["label", "raw_output", "score"];
  const raw = Object.fromEntries(
    Object.entries(given).filter(([k, v]) => !(fields.includes(k) && v === null)),
  );
  const isEmpty = fields.some((f) => given[f] === null) && fields.every((f) => raw[f] === undefined);
  const parsed = predictionRowSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: [] };
  const d = parsed.data;
  return {
    ok: true,
    row: {
      line: 1,
      claimId: d.claim_id,
      slice: d.slice,
      variant: d.variant ?? "original",
      label: d.label,
      rawOutput: d.raw_output,
      score: d.score,
      citations: d.citations ?? [],
      ...(isEmpty ? { isEmpty } : {}),
    },
  };
}

const ROWS: Record<string, unknown>[] = [
  { claim_id: "a", label: "Real" },
  { claim_id: "  b  ", slice: -3, variant: "shifted", label: "Fake", justification: "why", extra: [1] },
  { claim_id: "c", score: -1 },
  { claim_id: "c", score: 1 },
  { claim_id: "c", score: 1.0000001 },
  { claim_id: "c", score: "0.5" },
  { claim_id: "d", raw_output: "[[Real]]" },
  { claim_id: "e", slice: 1.5, label: "x" },
  { claim_id: "f", variant: "rotated", label: "x" },
  { claim_id: "   ", label: "x" },
  { claim_id: 3, label: "x" },
  { label: "x" },
  { claim_id: "g", label: "x", score: 0.2 },
  { claim_id: "h", label: null },
  { claim_id: "i", label: "x", justification: 5 },
  { claim_id: "j", label: "x", citations: [{ id: "e1" }] },
  { claim_id: "k", label: "x", citations: [{ published: "yesterday" }] },
  { claim_id: "l" },
  { claim_id: "m", score: null },
  { claim_id: "n", label: null, raw_output: "[[x]]" },
  { claim_id: "o", score: null, label: "x", slice: 3 },
  { claim_id: 7, score: null },
];

describe("toPredictionRow", () => {
  it("accepts and refuses exactly what the schema does, with the same row", () => {
    for (const raw of ROWS) {
      const got = toPredictionRow(raw, 1, "p.jsonl");
      const want = bySchema(raw);
      expect(got.ok, JSON.stringify(raw)).toBe(want.ok);
      if (got.ok && want.ok) expect(got.row, JSON.stringify(raw)).toEqual(want.row);
    }
  });
});
