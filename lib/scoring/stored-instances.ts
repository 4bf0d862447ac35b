import type { InstanceRecord } from "./types";

type Stored = Omit<InstanceRecord, "claimId">;

/** Groups records by claim and serialises each claim's instances for storage. */
export function encodeClaimInstances(records: readonly InstanceRecord[]): Map<string, string> {
  const byClaim = new Map<string, Stored[]>();
  for (const { claimId, ...rest } of records) {
    const list = byClaim.get(claimId);
    if (list) list.push(rest);
    else byClaim.set(claimId, [rest]);
  }
  return new Map([...byClaim].map(([id, list]) => [id, JSON.stringify(list)]));
}

/** The inverse of `encodeClaimInstances` for one stored claim. */
export function decodeClaimInstances(claimId: string, json: string): InstanceRecord[] {
  return (JSON.parse(json) as Stored[]).map((r) => ({ claimId, ...r }));
}
