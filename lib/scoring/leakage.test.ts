import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/periods/calendar-date";
import { isCitationLeaked } from "./leakage";

describe("open-web leakage", () => {
  const context = {
    claimDate: "2025-01-10",
    slice: null,
    factCheckDomains: ["snopes.com", "politifact.com"],
  };

  it("flags citations published after the claim date or the slice bound", () => {
    expect(isCitationLeaked({ published: "2025-01-10" }, context)).toBe(false);
    expect(isCitationLeaked({ published: "2025-01-11T08:00:00Z" }, context)).toBe(true);
    expect(isCitationLeaked({ published: "2025-01-12" }, { ...context, slice: 3 })).toBe(false);
    expect(isCitationLeaked({ published: "2025-01-08" }, { ...context, slice: -3 })).toBe(true);
    expect(addDays("2024-12-30", 3)).toBe("2025-01-02");
  });

  it("flags fact-checking hosts and their subdomains only", () => {
    expect(isCitationLeaked({ url: "https://www.snopes.com/fact-check/x" }, context)).toBe(true);
    expect(isCitationLeaked({ url: "https://archive.politifact.com/a" }, context)).toBe(true);
    expect(isCitationLeaked({ url: "https://notsnopes.com/a" }, context)).toBe(false);
    expect(isCitationLeaked({ url: "not a url" }, context)).toBe(false);
    expect(isCitationLeaked({}, context)).toBe(false);
  });
});
