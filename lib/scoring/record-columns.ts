import type { InstanceRecord } from "./types";
import type { StoredInstance } from "./stored-instances";

/**
 * Many submissions' records held for boards without an object per record: one entry per
 * record in each column (null stored as NaN, which stored JSON cannot hold). A board over
 * millions of records keeps these and builds record objects for one model at a time, so
 * the garbage collector never walks millions of long-lived objects.
 */
export interface RecordColumns {
  length: number;
  claimIds: string[];
  slices: Float64Array;
  /** Null when every label is null (the integrity track). */
  labels: (string | null)[] | null;
  scores: Float64Array;
  sqErrors: Float64Array;
  /** parsed 1 | missing 2 | cited 4 | leaked 8 | shifted 16 | has correct 32 | correct 64. */
  flags: Uint8Array;
  /** Submitted property scores by name; null when no record has any. */
  properties: (Record<string, number> | undefined)[] | null;
}

/** One stored instance as encodeClaimInstances writes it. */
type Stored = StoredInstance;

/**
 * Columns of stored per-claim rows: `claimIds[i]` is the claim of `json[i]`, a JSON array
 * of that claim's stored instances. The records are those decodeClaimInstances gives.
 */
export function decodeRecordColumns(claimIds: readonly string[], json: readonly string[]): RecordColumns {
  const parsed = JSON.parse(`[${json.join(",")}]`) as Stored[][];
  const length = parsed.reduce((sum, list) => sum + list.length, 0);
  const c: RecordColumns = {
    length,
    claimIds: new Array<string>(length),
    slices: new Float64Array(length),
    labels: null,
    scores: new Float64Array(length),
    sqErrors: new Float64Array(length),
    flags: new Uint8Array(length),
    properties: null,
  };
  let k = 0;
  parsed.forEach((list, row) => {
    for (const [slice, variant, label, score, flags, correct, sqError, properties] of list) {
      c.claimIds[k] = claimIds[row]!;
      c.slices[k] = slice ?? Number.NaN;
      if (label !== null) (c.labels ??= new Array<string | null>(length).fill(null))[k] = label;
      c.scores[k] = score ?? Number.NaN;
      c.sqErrors[k] = sqError ?? Number.NaN;
      c.flags[k] = (flags & 15) | (variant === "s" ? 16 : 0) | (correct === null ? 0 : 32 | (correct * 64));
      if (properties !== undefined)
        (c.properties ??= new Array<Record<string, number> | undefined>(length))[k] = properties;
      k += 1;
    }
  });
  return c;
}

/** The records of the columns, as decodeClaimInstances builds them. */
export function recordsFromColumns(c: RecordColumns): InstanceRecord[] {
  const records = new Array<InstanceRecord>(c.length);
  for (let k = 0; k < c.length; k += 1) {
    const flags = c.flags[k]!;
    const slice = c.slices[k]!;
    const score = c.scores[k]!;
    const record: InstanceRecord = {
      claimId: c.claimIds[k]!,
      slice: Number.isNaN(slice) ? null : slice,
      variant: flags & 16 ? "shifted" : "original",
      label: c.labels?.[k] ?? null,
      score: Number.isNaN(score) ? null : score,
      parsed: (flags & 1) > 0,
      missing: (flags & 2) > 0,
      cited: (flags & 4) > 0,
      leaked: (flags & 8) > 0,
    };
    if (flags & 32) record.correct = (flags & 64) > 0;
    const sqError = c.sqErrors[k]!;
    if (!Number.isNaN(sqError)) record.sqError = sqError;
    const properties = c.properties?.[k];
    if (properties !== undefined) record.properties = properties;
    records[k] = record;
  }
  return records;
}
