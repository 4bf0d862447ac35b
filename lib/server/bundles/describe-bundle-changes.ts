import "server-only";
import type { Tx } from "@/lib/db";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { CLAIM_COLUMNS_SELECT, claimColumns, goldColumns, sameClaimColumns, sameGold } from "./claim-rows";
import { currentGold } from "./write-labels";

/** One split of a bundle against what the benchmark holds now. `embargoUntil`: YYYY-MM-DD. */
type SplitChange = {
  name: string;
  kind: "dev" | "test";
  embargoUntil: string | null;
  claims: number;
  status: "new" | "changed" | "unchanged";
};

/**
 * What importing a bundle changes, counted against the benchmark's current claims, splits
 * and newest gold (the previous releases together). Imports never delete: claims and splits
 * missing from the bundle stay, and are counted as `notInBundle`. Label changes are counts
 * only: no label value is ever part of it.
 */
export type BundleChanges = {
  splits: SplitChange[];
  splitsNotInBundle: string[];
  claims: { added: number; changed: number; unchanged: number; notInBundle: number };
  labels: { added: number; changed: number };
};

/** Compares `bundle` with the benchmark `benchmarkId` (null: a new benchmark). Reads only. */
export async function describeBundleChanges(
  tx: Tx,
  benchmarkId: string | null,
  bundle: ParsedBundle,
): Promise<BundleChanges> {
  const where = { benchmarkId: benchmarkId ?? "" };
  const [splits, claims, gold] = await Promise.all([
    tx.split.findMany({ where, select: { id: true, name: true, kind: true, embargoUntil: true } }),
    tx.claim.findMany({
      where,
      select: {
        id: true,
        externalId: true,
        splitId: true,
        ...CLAIM_COLUMNS_SELECT,
      },
    }),
    benchmarkId ? currentGold(tx, benchmarkId) : Promise.resolve(new Map()),
  ]);
  const splitByName = new Map(splits.map((s) => [s.name, s]));
  const splitNameById = new Map(splits.map((s) => [s.id, s.name]));
  const claimByExternal = new Map(claims.map((c) => [c.externalId, c]));
  const inBundle = new Set(bundle.claims.map((c) => c.claim_id));
  const counts = { added: 0, changed: 0, unchanged: 0, notInBundle: 0 };
  for (const claim of bundle.claims) {
    const found = claimByExternal.get(claim.claim_id);
    if (!found) counts.added++;
    else if (
      splitNameById.get(found.splitId) !== claim.split ||
      !sameClaimColumns(found, claimColumns(claim))
    )
      counts.changed++;
    else counts.unchanged++;
  }
  counts.notInBundle = claims.filter((c) => !inBundle.has(c.externalId)).length;
  const labels = { added: 0, changed: 0 };
  for (const row of bundle.labels) {
    const id = claimByExternal.get(row.claim_id)?.id;
    const old = id === undefined ? undefined : gold.get(id);
    if (!old) labels.added++;
    else if (!sameGold(old, goldColumns(row))) labels.changed++;
  }
  const bundleSplits = new Set<string>(bundle.splits.map((s) => s.split));
  return {
    splits: bundle.splits.map((s) => {
      const found = splitByName.get(s.split);
      const embargoUntil = s.embargoedUntil ?? null;
      const same =
        found?.kind === s.kind && (found.embargoUntil?.toISOString().slice(0, 10) ?? null) === embargoUntil;
      return {
        name: s.split,
        kind: s.kind,
        embargoUntil,
        claims: s.claimCount,
        status: !found ? "new" : same ? "unchanged" : "changed",
      };
    }),
    splitsNotInBundle: splits
      .map((s) => s.name)
      .filter((n) => !bundleSplits.has(n))
      .sort(),
    claims: counts,
    labels,
  };
}
