import "server-only";
import type { Tx } from "@/lib/db";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { randomUUID } from "node:crypto";
import { GOLD_COLUMNS_SELECT, goldColumns, sameGold, type GoldColumns } from "./claim-rows";
import { insertRows } from "@/lib/server/db-insert-rows";

/**
 * The gold of every claim of a benchmark as of its newest label version: for each claim,
 * its label row in the highest version that has one.
 */
export async function currentGold(tx: Tx, benchmarkId: string): Promise<Map<string, GoldColumns>> {
  const rows = await tx.claimLabel.findMany({
    where: { labelVersion: { benchmarkId } },
    select: {
      claimId: true,
      ...GOLD_COLUMNS_SELECT,
      labelVersion: { select: { version: true } },
    },
  });
  const best = new Map<string, { version: number; gold: GoldColumns }>();
  for (const { claimId, labelVersion, ...gold } of rows) {
    const seen = best.get(claimId);
    if (!seen || seen.version < labelVersion.version)
      best.set(claimId, { version: labelVersion.version, gold });
  }
  return new Map([...best].map(([k, v]) => [k, v.gold]));
}

/**
 * Writes a new label version holding the bundle's new and changed gold, or nothing when
 * all gold is unchanged. Returns the new version number (or null) and the claims whose
 * existing gold changed (their scored submissions need re-scoring).
 */
export async function writeLabels(
  tx: Tx,
  benchmarkId: string,
  idByExternal: Map<string, string>,
  bundle: ParsedBundle,
  labelsHash: string,
): Promise<{ version: number | null; correctedClaimIds: string[] }> {
  const gold = await currentGold(tx, benchmarkId);
  const changed = [];
  for (const row of bundle.labels) {
    const claimId = idByExternal.get(row.claim_id);
    if (!claimId) throw new Error(`label for claim ${row.claim_id} has no claim row`);
    const next = goldColumns(row);
    const old = gold.get(claimId);
    if (!old || !sameGold(old, next)) changed.push({ claimId, ...next });
  }
  if (changed.length === 0) return { version: null, correctedClaimIds: [] };
  const last = await tx.labelVersion.findFirst({
    where: { benchmarkId },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  const version = (last?.version ?? 0) + 1;
  const created = await tx.labelVersion.create({
    data: { benchmarkId, version, hash: labelsHash },
    select: { id: true },
  });
  await insertRows(
    tx,
    "ClaimLabel",
    ["id", "claimId", "labelVersionId", "label", "labelsBySliceJson", "integrity", "propertiesJson"],
    changed.map((c) => [
      randomUUID(),
      c.claimId,
      created.id,
      c.label,
      c.labelsBySliceJson,
      c.integrity,
      c.propertiesJson,
    ]),
  );
  return { version, correctedClaimIds: changed.filter((c) => gold.has(c.claimId)).map((c) => c.claimId) };
}
