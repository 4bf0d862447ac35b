import { describe, expect, it } from "vitest";
import { publishAtSchema, utcFieldTime } from "./schedule";

describe("schedule times", () => {
  it("reads a form's datetime-local value as UTC, with or without seconds", () => {
    expect(utcFieldTime("2027-01-15T09:00")).toBe("2027-01-15T09:00:00Z");
    expect(utcFieldTime("2027-01-15T09:00:30")).toBe("2027-01-15T09:00:30Z");
    expect(publishAtSchema.parse({ at: utcFieldTime("2027-01-15T09:00") }).at.toISOString()).toBe(
      "2027-01-15T09:00:00.000Z",
    );
    expect(utcFieldTime("next week")).toBe("next week");
  });

  it("takes ISO times with a zone and refuses the rest, naming ISO 8601", () => {
    expect(publishAtSchema.parse({ at: "2027-01-15T10:00:00+01:00" }).at.toISOString()).toBe(
      "2027-01-15T09:00:00.000Z",
    );
    for (const at of ["2027-01-15T09:00:00", "tomorrow", "2027-13-01T00:00:00Z"]) {
      const parsed = publishAtSchema.safeParse({ at });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain("ISO 8601");
    }
  });
});
