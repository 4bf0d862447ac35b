import { describe, expect, it } from "vitest";
import {
  accessSettingsSchema,
  buildAnswersSchema,
  decideAccessSchema,
  requestFieldsSchema,
  type RequestField,
} from "@/lib/schemas/access";
import { fieldErrorsOf } from "@/lib/errors/app-error";

const FIELDS: RequestField[] = [
  { id: "affiliation", kind: "text", label: "Affiliation", required: true },
  { id: "purpose", kind: "select", label: "Purpose", required: true, options: ["research", "teaching"] },
  { id: "agree", kind: "checkbox", label: "I agree to the terms", required: true },
  { id: "newsletter", kind: "checkbox", label: "Newsletter", required: false },
  { id: "start", kind: "date", label: "Start date", required: false },
  { id: "country", kind: "country", label: "Country", required: true },
];

const valid = { affiliation: " Uni Bonn ", purpose: "research", agree: true, country: "DE" };

describe("access-request answers", () => {
  const schema = buildAnswersSchema(FIELDS);

  it("accepts complete answers, trims text and fills optional checkboxes with false", () => {
    expect(schema.parse(valid)).toEqual({
      affiliation: "Uni Bonn",
      purpose: "research",
      agree: true,
      newsletter: false,
      country: "DE",
    });
    expect(schema.parse({ ...valid, start: "2024-02-29" })).toMatchObject({ start: "2024-02-29" });
  });

  it("treats blank optional answers as absent", () => {
    expect(schema.parse({ ...valid, start: "" })).not.toHaveProperty("start");
  });

  it("names every missing required field", () => {
    const r = schema.safeParse({});
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(fieldErrorsOf(r.error)).toEqual({
      affiliation: "Affiliation is required",
      purpose: "Purpose is required",
      agree: "I agree to the terms must be checked",
      country: "Country is required",
    });
  });

  it("refuses values outside the definitions", () => {
    const bad = (patch: Record<string, unknown>) => {
      const r = schema.safeParse({ ...valid, ...patch });
      return r.success ? {} : fieldErrorsOf(r.error);
    };
    expect(bad({ purpose: "profit" })).toEqual({ purpose: "Choose one of the listed options" });
    expect(bad({ agree: false })).toEqual({ agree: "I agree to the terms must be checked" });
    expect(bad({ country: "XX" })).toEqual({ country: "Choose a country (ISO 3166-1 alpha-2 code)" });
    expect(bad({ country: "de" })).toEqual({ country: "Choose a country (ISO 3166-1 alpha-2 code)" });
    expect(bad({ start: "2023-02-29" })).toEqual({ start: "Enter a date as YYYY-MM-DD" });
    expect(bad({ start: "29.02.2024" })).toEqual({ start: "Enter a date as YYYY-MM-DD" });
    expect(bad({ affiliation: "   " })).toEqual({ affiliation: "Affiliation is required" });
    expect(bad({ affiliation: "x".repeat(2001) })).toEqual({ affiliation: "Use at most 2000 characters" });
    expect(Object.keys(bad({ extra: "smuggled" }))).toEqual(["form"]);
  });

  it("accepts an empty object for a form without fields", () => {
    expect(buildAnswersSchema([]).parse({})).toEqual({});
  });
});

describe("access settings", () => {
  it("accepts a valid configuration and round-trips through JSON", () => {
    const settings = accessSettingsSchema.parse({ mode: "manual", terms: "Research only.", fields: FIELDS });
    expect(requestFieldsSchema.parse(JSON.parse(JSON.stringify(settings.fields)))).toEqual(FIELDS);
  });

  it("refuses duplicate ids, too many fields, empty options, long terms and unknown kinds", () => {
    const base = { mode: "manual", terms: "" };
    expect(accessSettingsSchema.safeParse({ ...base, fields: [FIELDS[0], FIELDS[0]] }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => ({
      id: `f${i}`,
      kind: "text",
      label: "x",
      required: false,
    }));
    expect(accessSettingsSchema.safeParse({ ...base, fields: many }).success).toBe(false);
    expect(
      accessSettingsSchema.safeParse({
        ...base,
        fields: [{ id: "p", kind: "select", label: "P", options: [] }],
      }).success,
    ).toBe(false);
    expect(accessSettingsSchema.safeParse({ ...base, terms: "x".repeat(20_001), fields: [] }).success).toBe(
      false,
    );
    expect(
      accessSettingsSchema.safeParse({ ...base, fields: [{ id: "p", kind: "file", label: "P" }] }).success,
    ).toBe(false);
    expect(
      accessSettingsSchema.safeParse({ ...base, fields: [{ id: "Bad Id", kind: "text", label: "P" }] })
        .success,
    ).toBe(false);
    expect(accessSettingsSchema.safeParse({ mode: "closed", terms: "", fields: [] }).success).toBe(false);
  });
});

describe("access decisions", () => {
  it("requires a reason to reject, not to approve or revoke", () => {
    expect(decideAccessSchema.safeParse({ ids: ["a"], decision: "reject", reason: " " }).success).toBe(false);
    expect(decideAccessSchema.parse({ ids: ["a"], decision: "approve" })).toEqual({
      ids: ["a"],
      decision: "approve",
      reason: "",
    });
    expect(decideAccessSchema.safeParse({ ids: [], decision: "approve" }).success).toBe(false);
  });
});
