import type { ParsedClaim } from "@/lib/bundles/bundle-types";
import type { LabelRow } from "@/lib/schemas/bundle-labels";

/** The public columns of a Claim row, as the importer writes and compares them. */
type ClaimColumns = {
  text: string;
  claimDate: Date;
  language: string | null;
  mediaJson: string;
  context: string | null;
  evidenceJson: string;
  shiftedText: string | null;
  shiftedContext: string | null;
  shiftedEvidenceJson: string | null;
};

/** Prisma `select` of the public content columns every claim reader shares. */
export const CLAIM_CONTENT_SELECT = {
  text: true,
  claimDate: true,
  language: true,
  mediaJson: true,
  context: true,
  evidenceJson: true,
} as const;

/** Prisma `select` of ClaimColumns. */
export const CLAIM_COLUMNS_SELECT = {
  ...CLAIM_CONTENT_SELECT,
  shiftedText: true,
  shiftedContext: true,
  shiftedEvidenceJson: true,
} as const;

export function claimColumns(claim: ParsedClaim): ClaimColumns {
  return {
    text: claim.text,
    claimDate: new Date(`${claim.claim_date}T00:00:00.000Z`),
    language: claim.language ?? null,
    mediaJson: JSON.stringify(claim.media ?? []),
    context: claim.context ?? null,
    evidenceJson: JSON.stringify(claim.evidence ?? []),
    shiftedText: claim.shifted?.text ?? null,
    shiftedContext: claim.shifted?.context ?? null,
    shiftedEvidenceJson: claim.shifted?.evidence ? JSON.stringify(claim.shifted.evidence) : null,
  };
}

export function sameClaimColumns(a: ClaimColumns, b: ClaimColumns): boolean {
  return (
    a.text === b.text &&
    a.claimDate.getTime() === b.claimDate.getTime() &&
    a.language === b.language &&
    a.mediaJson === b.mediaJson &&
    a.context === b.context &&
    a.evidenceJson === b.evidenceJson &&
    a.shiftedText === b.shiftedText &&
    a.shiftedContext === b.shiftedContext &&
    a.shiftedEvidenceJson === b.shiftedEvidenceJson
  );
}

/** The hidden gold columns of a ClaimLabel row. */
export type GoldColumns = {
  label: string | null;
  labelsBySliceJson: string | null;
  integrity: number | null;
  propertiesJson: string | null;
};

/** Prisma `select` of GoldColumns (ClaimLabel). */
export const GOLD_COLUMNS_SELECT = {
  label: true,
  labelsBySliceJson: true,
  integrity: true,
  propertiesJson: true,
} as const;

export function goldColumns(row: LabelRow): GoldColumns {
  const bySlice = row.labels_by_slice
    ? JSON.stringify(
        Object.fromEntries(Object.entries(row.labels_by_slice).sort(([a], [b]) => Number(a) - Number(b))),
      )
    : null;
  // Sorted by name, so the same gold in another key order is no change.
  const properties = row.properties
    ? JSON.stringify(Object.fromEntries(Object.entries(row.properties).sort(([a], [b]) => (a < b ? -1 : 1))))
    : null;
  return {
    label: row.label ?? null,
    labelsBySliceJson: bySlice,
    integrity: row.integrity ?? null,
    propertiesJson: properties,
  };
}

export function sameGold(a: GoldColumns, b: GoldColumns): boolean {
  return (
    a.label === b.label &&
    a.labelsBySliceJson === b.labelsBySliceJson &&
    a.integrity === b.integrity &&
    a.propertiesJson === b.propertiesJson
  );
}

/** Splits `items` into chunks of `size`, for multi-row inserts under parameter limits. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
