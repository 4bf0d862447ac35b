import { describe, expect, it } from "vitest";
import { divergences } from "@/tests/support/divergence-cases";
import { createLabelResolver, extractBracketedLabel } from "./labels";

describe("labels", () => {
  it("resolves case-insensitively after trimming, returning the benchmark spelling", () => {
    const resolve = createLabelResolver(["Real", "Not Enough Evidence"]);
    expect(resolve("  real ")).toBe("Real");
    expect(resolve("NOT ENOUGH EVIDENCE")).toBe("Not Enough Evidence");
    expect(resolve("Unsure")).toBeNull();
    expect(resolve("")).toBeNull();
  });

  it("takes the first [[LABEL]] of a raw output", () => {
    expect(extractBracketedLabel("I say [[FAKE]] or maybe [[Real]]")).toBe("FAKE");
    expect(extractBracketedLabel("no label [Real]")).toBeNull();
    expect(extractBracketedLabel("[[ Not Enough Evidence ]]")).toBe(" Not Enough Evidence ");
  });

  it("reads nested and unbalanced brackets literally: the first well-formed [[LABEL]]", () => {
    expect(extractBracketedLabel("[[[True]]]")).toBe("True");
    expect(extractBracketedLabel("[[Fake or [[False]]")).toBe("False");
    expect(extractBracketedLabel("[[True]")).toBeNull();
  });

  it("trims exactly Unicode's White_Space characters, as the Python reference does", () => {
    const resolve = createLabelResolver(divergences.labels.labels);
    expect(divergences.labels.cases.length).toBeGreaterThan(300);
    expect(divergences.labels.cases.filter((c) => resolve(c.given) !== c.label)).toEqual([]);
    // U+FEFF is no white space (JavaScript's trim() strips it); U+0085 is (trim() keeps it).
    expect(resolve("\ufeffTrue")).toBeNull();
    expect(resolve("True\u0085")).toBe("True");
    expect(resolve("\x1cTrue")).toBeNull();
  });

  it.each(divergences.brackets)("reads $text as the Python scanner does", ({ text, label }) => {
    expect(extractBracketedLabel(text)).toBe(label);
  });
});
