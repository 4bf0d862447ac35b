import { describe, expect, it } from "vitest";
import { DEFAULT_PROMPTS, promptVersionInputSchema } from "./prompt-templates";
import {
  NO_EVIDENCE_AT_SLICE,
  NO_EVIDENCE_CLOSED_BOOK,
  evidenceText,
  isAvailableAtSlice,
  renderPrompt,
} from "./render-prompt";
import { readScoreAnswer } from "./read-score-answer";

const item = {
  text: "The bridge closed in May.",
  claimDate: "2025-05-10",
  context: null,
  slice: 0,
  evidence: [
    { id: "e1", title: "Early report", published: "2025-05-08", url: "https://news.example/a" },
    { id: "e2", title: "Follow-up", published: "2025-05-12" },
    { id: "e3", slice: 3 },
    { id: "e4" },
  ],
};

describe("official prompts", () => {
  it("the verdict prompt names the label set and asks for [[label]]", () => {
    const text = renderPrompt(DEFAULT_PROMPTS.verdict, item, {
      regime: "evidence_bounded",
      labels: ["Real", "Fake", "Ambiguous"],
    });
    expect(text).toContain("The verdict is exactly one of: Real, Fake, Ambiguous.");
    expect(text).toContain("[[label]]");
    expect(text).toContain("The bridge closed in May.");
    expect(text).not.toMatch(/\{\{/);
  });

  it("the integrity prompt asks for a score in [-1, 1]", () => {
    const text = renderPrompt(DEFAULT_PROMPTS.integrity, item, { regime: "evidence_bounded", labels: [] });
    expect(text).toContain("[-1, 1]");
    expect(text).toContain("[[0.5]]");
  });

  it("a slice brings the evidence available at that slice; closed_book brings none", () => {
    expect(evidenceText(item, "evidence_bounded").split("\n")).toEqual([
      "[e1] Early report (2025-05-08): https://news.example/a",
      "[e4]",
    ]);
    expect(evidenceText({ ...item, slice: 3 }, "evidence_bounded")).toContain("[e2] Follow-up");
    expect(evidenceText({ ...item, slice: 3 }, "evidence_bounded")).toContain("[e3]");
    expect(evidenceText({ ...item, slice: -3 }, "evidence_bounded")).toBe("[e4]");
    expect(evidenceText({ ...item, evidence: [{ id: "x", slice: 3 }] }, "evidence_bounded")).toBe(
      NO_EVIDENCE_AT_SLICE,
    );
    expect(evidenceText({ ...item, slice: 3 }, "closed_book")).toBe(NO_EVIDENCE_CLOSED_BOOK);
    expect(isAvailableAtSlice({ id: "a", slice: 3 }, "2025-05-10", null)).toBe(true);
  });

  it("the article prompt has no evidence placeholder", () => {
    expect(DEFAULT_PROMPTS.article).not.toContain("{{evidence}}");
  });

  it("inserts values literally: a claim holding {{labels}} is not expanded", () => {
    const text = renderPrompt(
      "{{claim}} / {{labels}}",
      { ...item, text: "say {{labels}}" },
      {
        regime: "closed_book",
        labels: ["A"],
      },
    );
    expect(text).toBe("say {{labels}} / A");
  });

  it("refuses a new version with an unknown placeholder or without the labels", () => {
    const bad = promptVersionInputSchema.safeParse({
      verdict: "{{claim}} {{verdict}}",
      integrity: "{{claim}}",
      article: "{{claim}}",
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages).toContain(
      "verdict: unknown placeholder {{verdict}}; known: {{claim}}, {{claim_date}}, {{context}}, {{labels}}, {{evidence}}, {{slice}}",
    );
    expect(messages).toContain("verdict: a verdict template must name {{labels}}");
    expect(promptVersionInputSchema.safeParse(DEFAULT_PROMPTS).success).toBe(true);
  });
});

describe("reading an integrity score", () => {
  it.each([
    ["so [[0.5]]", 0.5],
    ["[[ -1 ]]", -1],
    ["[[+.25]]", 0.25],
    ["[[maybe]] then [[-0.2]]", -0.2],
    ["[[1.5]]", null],
    ["[[1e-1]]", null],
    ["0.5", null],
    ["[[0.5]", null],
  ])("%s reads %s", (raw, expected) => {
    expect(readScoreAnswer(raw)).toBe(expected);
  });
});
