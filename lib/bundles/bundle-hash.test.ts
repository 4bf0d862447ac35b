import { describe, expect, it } from "vitest";
import { verdictBundle, writeTestBundle } from "@/tests/fixtures/bundles/write-test-bundle";
import { hashBundle } from "./bundle-hash";
import type { ParsedBundle } from "./bundle-types";
import { canonicalJson } from "./canonical-json";
import { readBundle } from "./read-bundle";

type Row = Record<string, unknown>;

async function parse(files: Record<string, object>): Promise<ParsedBundle> {
  const result = await readBundle(await writeTestBundle(files));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.bundle;
}

describe("canonicalJson", () => {
  it("sorts keys recursively and drops undefined members", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":2,"z":1}]},"b":1}',
    );
  });
});

describe("hashBundle", () => {
  it("is stable under row order, key order and label case", async () => {
    const base = await parse(verdictBundle());
    const files = verdictBundle();
    files["claims.jsonl"] = [...(files["claims.jsonl"] as Row[])]
      .reverse()
      .map((row) => Object.fromEntries(Object.entries(row).reverse()));
    files["labels.jsonl"] = (files["labels.jsonl"] as Row[]).map((row) => ({
      ...row,
      label: String(row.label).toUpperCase(),
    }));
    expect(hashBundle(await parse(files))).toEqual(hashBundle(base));
  });

  it("changes only the label and release hashes when a label is corrected", async () => {
    const before = hashBundle(await parse(verdictBundle()));
    const files = verdictBundle();
    (files["labels.jsonl"] as Row[])[1]!.label = "Real";
    const after = hashBundle(await parse(files));
    expect(after.labels).not.toBe(before.labels);
    expect(after.release).not.toBe(before.release);
    expect({ ...after, labels: "", release: "" }).toEqual({ ...before, labels: "", release: "" });
  });

  it("changes the claims hash when claim text changes", async () => {
    const before = hashBundle(await parse(verdictBundle()));
    const files = verdictBundle();
    (files["claims.jsonl"] as Row[])[0]!.text = "Claim one, edited.";
    const after = hashBundle(await parse(files));
    expect(after.claims).not.toBe(before.claims);
    expect(after.labels).toBe(before.labels);
    expect(after.release).toMatch(/^[0-9a-f]{64}$/);
  });
});
