import type { InstanceRecord, Variant } from "./types";

/**
 * One stored instance, compact because a large file has hundreds of thousands of them:
 * [slice, variant ("o" | "s"), label, score, flags, correct, sqError, properties?] where flags =
 * parsed 1 | missing 2 | cited 4 | leaked 8, correct is 1, 0 or null (integrity track), and
 * properties (the submitted property scores by name) is left off when none were given.
 */
export type StoredInstance = [
  number | null,
  "o" | "s",
  string | null,
  number | null,
  number,
  0 | 1 | null,
  number | null,
  Record<string, number>?,
];

function encode(r: InstanceRecord): StoredInstance {
  const flags = (r.parsed ? 1 : 0) | (r.missing ? 2 : 0) | (r.cited ? 4 : 0) | (r.leaked ? 8 : 0);
  const stored: StoredInstance = [
    r.slice,
    r.variant === "shifted" ? "s" : "o",
    r.label,
    r.score,
    flags,
    r.correct === undefined ? null : r.correct ? 1 : 0,
    r.sqError ?? null,
  ];
  if (r.properties !== undefined) stored.push(r.properties);
  return stored;
}

function decode(
  claimId: string,
  [slice, v, label, score, flags, correct, sqError, properties]: StoredInstance,
): InstanceRecord {
  const variant: Variant = v === "s" ? "shifted" : "original";
  const record: InstanceRecord = {
    claimId,
    slice,
    variant,
    label,
    score,
    parsed: (flags & 1) > 0,
    missing: (flags & 2) > 0,
    cited: (flags & 4) > 0,
    leaked: (flags & 8) > 0,
  };
  if (correct !== null) record.correct = correct === 1;
  if (sqError !== null) record.sqError = sqError;
  if (properties !== undefined) record.properties = properties;
  return record;
}

/** Groups records by claim and serialises each claim's instances for storage. */
export function encodeClaimInstances(records: readonly InstanceRecord[]): Map<string, string> {
  const byClaim = new Map<string, StoredInstance[]>();
  for (const r of records) {
    const list = byClaim.get(r.claimId);
    if (list) list.push(encode(r));
    else byClaim.set(r.claimId, [encode(r)]);
  }
  return new Map([...byClaim].map(([id, list]) => [id, JSON.stringify(list)]));
}

/** The inverse of `encodeClaimInstances` for one stored claim. */
export function decodeClaimInstances(claimId: string, json: string): InstanceRecord[] {
  return (JSON.parse(json) as StoredInstance[]).map((s) => decode(claimId, s));
}
