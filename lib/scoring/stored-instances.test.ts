import { describe, expect, it } from "vitest";
import { decodeClaimInstances, encodeClaimInstances } from "./stored-instances";
import type { InstanceRecord } from "./types";

const base = { label: null, score: null, parsed: true, missing: false, cited: false, leaked: false } as const;

describe("stored per-claim instances", () => {
  it("round-trips every field, grouped by claim", () => {
    const records: InstanceRecord[] = [
      { ...base, claimId: "a", slice: -3, variant: "original", label: "Real", correct: true },
      { ...base, claimId: "b", slice: null, variant: "original", score: -0.5, sqError: 0.25 },
      {
        ...base,
        claimId: "a",
        slice: 0,
        variant: "shifted",
        label: null,
        parsed: false,
        leaked: true,
        correct: false,
      },
    ];
    const stored = encodeClaimInstances(records);
    expect([...stored.keys()]).toEqual(["a", "b"]);
    const back = [...stored].flatMap(([id, json]) => decodeClaimInstances(id, json));
    expect(back).toEqual([records[0], records[2], records[1]]);
  });
});
