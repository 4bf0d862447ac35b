import { zodResponseFormat } from "openai/helpers/zod";
import { describe, expect, it } from "vitest";
import { applyEvidenceLimits, EVIDENCE_LIMITS, extractedEvidenceSchema } from "./schema";

describe("the evidence schema", () => {
  it("is sent as a strict JSON schema that states the limits", () => {
    const format = zodResponseFormat(extractedEvidenceSchema, "evidence");
    expect(format.json_schema.strict).toBe(true);
    const schema = format.json_schema.schema as {
      properties: { statements: { description: string; items: { description: string } } };
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.required).toEqual(["statements"]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.statements.description).toContain(
      `at most ${EVIDENCE_LIMITS.statements} statements`,
    );
    expect(schema.properties.statements.items.description).toContain(
      `at most ${EVIDENCE_LIMITS.characters} characters`,
    );
  });
});

describe("applyEvidenceLimits", () => {
  it("keeps answers within the limits as they are", () => {
    expect(applyEvidenceLimits(["A.", " B. "])).toEqual({ statements: ["A.", "B."], notes: [] });
  });

  it("drops blank statements, cuts long ones and keeps the first fifty, saying what it changed", () => {
    const long = "x".repeat(2500);
    const raw = ["", "  ", long, ...Array.from({ length: 55 }, (_, i) => `S${i}.`)];
    const { statements, notes } = applyEvidenceLimits(raw);
    expect(statements).toHaveLength(50);
    expect(statements[0]).toBe("x".repeat(2000));
    expect(statements[49]).toBe("S48.");
    expect(notes).toEqual([
      "2 blank statement(s) dropped",
      "1 statement(s) cut to 2000 characters",
      "kept the first 50 of 56 statements",
    ]);
  });
});
