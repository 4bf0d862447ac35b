import { integrityBin3, integrityBin7, worstIntegrityPrediction } from "./integrity-bins";
import { INTEGRITY_DIM, PROPERTY_CELLS, viewOffset, type ContributionLayout } from "./layout";
import type { InstanceRecord, ScoringClaim } from "./types";

/**
 * Per-claim sparse contribution vectors (CSR). Summing the vectors of any multiset of
 * claims gives the counts every metric is computed from, so bootstrap resamples and
 * subsets never touch per-instance objects again.
 */
export interface ClaimContributions {
  claimIds: string[];
  dim: number;
  /** Row i spans indices/values[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array;
  indices: Int32Array;
  values: Float64Array;
}

/** Builds contributions for the given claims (in order) from their instance records. */
export function buildContributions(
  layout: ContributionLayout,
  claims: readonly ScoringClaim[],
  recordsByClaim: ReadonlyMap<string, readonly InstanceRecord[]>,
): ClaimContributions {
  if (layout.track === "integrity" && layout.dim === INTEGRITY_DIM)
    return integrityContributions(claims, recordsByClaim);
  const offsets = new Int32Array(claims.length + 1);
  const indices: number[] = [];
  const values: number[] = [];
  // Dense scratch row plus the list of touched cells, reused for every claim.
  const scratch = new Float64Array(layout.dim);
  const touched: number[] = [];
  const add = (index: number, value: number): void => {
    if (scratch[index] === 0 && !touched.includes(index)) touched.push(index);
    scratch[index]! += value;
  };
  const labelIndex = new Map(layout.labels.map((label, i) => [label, i]));
  claims.forEach((claim, i) => {
    const records = recordsByClaim.get(claim.claimId) ?? [];
    if (layout.track === "integrity") addIntegrity(layout, claim, records, add);
    else addVerdict(layout, labelIndex, claim, records, add);
    touched.sort((a, b) => a - b);
    for (const index of touched) {
      indices.push(index);
      values.push(scratch[index]!);
      scratch[index] = 0;
    }
    touched.length = 0;
    offsets[i + 1] = indices.length;
  });
  return {
    claimIds: claims.map((c) => c.claimId),
    dim: layout.dim,
    offsets,
    indices: Int32Array.from(indices),
    values: Float64Array.from(values),
  };
}

/** Sum of the given rows (each once), e.g. a claim subset. */
export function sumRows(contributions: ClaimContributions, rows: Iterable<number>): Float64Array {
  const sums = new Float64Array(contributions.dim);
  const { indices, values, offsets } = contributions;
  for (const row of rows) {
    for (let j = offsets[row]!; j < offsets[row + 1]!; j += 1) sums[indices[j]!]! += values[j]!;
  }
  return sums;
}

/** Sum of all rows (each claim once). */
export function sumContributions(contributions: ClaimContributions): Float64Array {
  const sums = new Float64Array(contributions.dim);
  const { indices, values } = contributions;
  for (let j = 0; j < indices.length; j += 1) sums[indices[j] ?? 0]! += values[j] ?? 0;
  return sums;
}

type Add = (index: number, value: number) => void;

/**
 * Integrity rows without properties: [instances, Σ(p-g)², Σ|p-g|, acc3 hits, acc7 hits]
 * over a claim's original-variant records, all five cells present whenever there is one (a
 * hit count of 0 included), none otherwise; sums in record order, as addIntegrity adds them.
 */
function integrityContributions(
  claims: readonly ScoringClaim[],
  recordsByClaim: ReadonlyMap<string, readonly InstanceRecord[]>,
): ClaimContributions {
  const offsets = new Int32Array(claims.length + 1);
  const indices = new Int32Array(claims.length * INTEGRITY_DIM);
  const values = new Float64Array(claims.length * INTEGRITY_DIM);
  let size = 0;
  claims.forEach((claim, i) => {
    const gold = claim.gold.integrity ?? 0;
    let instances = 0;
    let squared = 0;
    let absolute = 0;
    let hits3 = 0;
    let hits7 = 0;
    for (const record of recordsByClaim.get(claim.claimId) ?? []) {
      if (record.variant !== "original") continue;
      const score = record.missing || record.score === null ? worstIntegrityPrediction(gold) : record.score;
      instances += 1;
      squared += (score - gold) ** 2;
      absolute += Math.abs(score - gold);
      hits3 += integrityBin3(score) === integrityBin3(gold) ? 1 : 0;
      hits7 += integrityBin7(score) === integrityBin7(gold) ? 1 : 0;
    }
    if (instances > 0) {
      for (let d = 0; d < INTEGRITY_DIM; d += 1) indices[size + d] = d;
      values.set([instances, squared, absolute, hits3, hits7], size);
      size += INTEGRITY_DIM;
    }
    offsets[i + 1] = size;
  });
  return {
    claimIds: claims.map((c) => c.claimId),
    dim: INTEGRITY_DIM,
    offsets,
    indices: indices.slice(0, size),
    values: values.slice(0, size),
  };
}

function addIntegrity(
  layout: ContributionLayout,
  claim: ScoringClaim,
  records: readonly InstanceRecord[],
  add: Add,
): void {
  const gold = claim.gold.integrity ?? 0;
  for (const record of records) {
    if (record.variant !== "original") continue;
    // Missing (filled in under --missing-as-wrong): the worst prediction for this gold.
    // Records stored before that rule carry score 0 for missing claims; `missing` decides.
    const score = record.missing || record.score === null ? worstIntegrityPrediction(gold) : record.score;
    add(0, 1);
    add(1, (score - gold) ** 2);
    add(2, Math.abs(score - gold));
    add(3, integrityBin3(score) === integrityBin3(gold) ? 1 : 0);
    add(4, integrityBin7(score) === integrityBin7(gold) ? 1 : 0);
    addProperties(layout, claim, record, add);
  }
}

/**
 * Property cells: a claim with gold for a property counts once; its squared error counts
 * only when the prediction gave that property (a missing property score is left out and
 * counted, DOMAIN §2). Claims without gold for a property add nothing to it.
 */
function addProperties(
  layout: ContributionLayout,
  claim: ScoringClaim,
  record: InstanceRecord,
  add: Add,
): void {
  const gold = claim.gold.properties;
  if (!gold) return;
  layout.properties.forEach((name, i) => {
    const g = gold[name];
    if (g === undefined) return;
    const offset = INTEGRITY_DIM + PROPERTY_CELLS * i;
    add(offset, 1);
    const p = record.properties?.[name];
    if (p === undefined) return;
    add(offset + 1, 1);
    add(offset + 2, (p - g) ** 2);
  });
}

function addVerdict(
  layout: ContributionLayout,
  labelIndices: ReadonlyMap<string, number>,
  claim: ScoringClaim,
  records: readonly InstanceRecord[],
  add: Add,
): void {
  const labelIndex = (label: string | null | undefined): number =>
    (label == null ? undefined : labelIndices.get(label)) ?? layout.k;
  // Gold labels are checked when the benchmark is built; an unknown one adds nothing.
  const addCell = (offset: number, gold: string | undefined, predicted: number): void => {
    const row = labelIndex(gold);
    if (row < layout.k) add(offset + row * (layout.k + 1) + predicted, 1);
  };
  const bySlice = new Map<string, string | null>();
  for (const record of records) {
    const variantIndex = record.variant === "shifted" ? 1 : 0;
    const predicted = labelIndex(record.label);
    addCell(viewOffset(layout, variantIndex, 0), claim.gold.label, predicted);
    const sliceIndex = record.slice === null ? -1 : layout.slices.indexOf(record.slice);
    layout.modes.forEach((mode, m) => {
      if (sliceIndex < 0) return;
      const gold =
        mode === "classification" ? claim.gold.label : claim.gold.labelsBySlice?.[String(record.slice)];
      addCell(viewOffset(layout, variantIndex, 1 + sliceIndex * layout.modes.length + m), gold, predicted);
    });
    const key = String(record.slice);
    if (!bySlice.has(key)) bySlice.set(key, record.label);
    else {
      add(layout.otrOffset, bySlice.get(key) === record.label ? 0 : 1);
      add(layout.otrOffset + 1, 1);
    }
  }
}
