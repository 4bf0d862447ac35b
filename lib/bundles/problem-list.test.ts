import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatFieldPath, ProblemList } from "./problem-list";

describe("ProblemList", () => {
  it("keeps the first cap problems and counts the rest", () => {
    const list = new ProblemList(3);
    for (let i = 1; i <= 5; i++) list.add({ file: "claims.jsonl", line: i, message: "bad" });
    expect(list.shown.map((p) => p.line)).toEqual([1, 2, 3]);
    expect(list.total).toBe(5);
    expect(list.omitted).toBe(2);
  });

  it("turns unknown keys into one problem per key", () => {
    const list = new ProblemList();
    const parsed = z.strictObject({ a: z.number() }).safeParse({ a: 1, b: 2, c: 3 });
    if (parsed.success) throw new Error("expected failure");
    list.addZodIssues("labels.jsonl", 4, parsed.error);
    expect(list.shown).toEqual([
      { file: "labels.jsonl", line: 4, field: "b", message: "unknown field" },
      { file: "labels.jsonl", line: 4, field: "c", message: "unknown field" },
    ]);
  });
});

describe("formatFieldPath", () => {
  it("formats nested paths", () => {
    expect(formatFieldPath(["evidence", 2, "id"])).toBe("evidence[2].id");
    expect(formatFieldPath(["labels_by_slice", "-3"])).toBe('labels_by_slice["-3"]');
  });
});
