import { describe, expect, it } from "vitest";
import { decodeRecordColumns, recordsFromColumns } from "./record-columns";
import { decodeClaimInstances, encodeClaimInstances } from "./stored-instances";
import type { InstanceRecord } from "./types";

const base = { parsed: true, missing: false, cited: false, leaked: false };
const records: InstanceRecord[] = [
  { claimId: "a", slice: null, variant: "original", label: null, score: -0.25, ...base, sqError: 0.0625 },
  { claimId: "b", slice: null, variant: "original", label: null, score: null, ...base, missing: true },
  {
    claimId: "c",
    slice: -3,
    variant: "original",
    label: "Fake",
    score: null,
    ...base,
    cited: true,
    correct: true,
  },
  {
    claimId: "c",
    slice: 3,
    variant: "shifted",
    label: null,
    score: null,
    ...base,
    parsed: false,
    leaked: true,
    correct: false,
  },
  { claimId: "d", slice: 0, variant: "original", label: "Real", score: 0, ...base, sqError: 0 },
  {
    claimId: "e",
    slice: null,
    variant: "original",
    label: null,
    score: 0.5,
    ...base,
    properties: { tone: -1 },
  },
];

describe("record columns", () => {
  it("give back the records decodeClaimInstances gives, property for property", () => {
    const stored = [...encodeClaimInstances(records)];
    const columns = decodeRecordColumns(
      stored.map(([id]) => id),
      stored.map(([, json]) => json),
    );
    const expected = stored.flatMap(([id, json]) => decodeClaimInstances(id, json));
    const got = recordsFromColumns(columns);
    expect(got).toStrictEqual(expected);
    expect(got.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
  });

  it("hold no labels for the integrity track", () => {
    const stored = [...encodeClaimInstances(records.slice(0, 2))];
    expect(decodeRecordColumns(["x"], ["[]"]).properties).toBeNull();
    const columns = decodeRecordColumns(
      stored.map(([id]) => id),
      stored.map(([, json]) => json),
    );
    expect(columns.labels).toBeNull();
    expect(columns.length).toBe(2);
  });
});
