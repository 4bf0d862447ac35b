import "server-only";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { chunk, claimColumns, sameClaimColumns, CLAIM_COLUMNS_SELECT } from "./claim-rows";
import { insertRows } from "@/lib/server/db-insert-rows";

const BATCH = 400;

async function ensureSplits(
  tx: Tx,
  benchmarkId: string,
  releaseId: string,
  bundle: ParsedBundle,
): Promise<{ idByName: Map<string, string>; added: number }> {
  const existing = await tx.split.findMany({
    where: { benchmarkId },
    select: { id: true, name: true, kind: true, embargoUntil: true },
  });
  const idByName = new Map(existing.map((s) => [s.name, s.id]));
  let added = 0;
  for (const s of bundle.splits) {
    const embargoUntil = s.embargoedUntil ? new Date(`${s.embargoedUntil}T00:00:00.000Z`) : null;
    const found = existing.find((e) => e.name === s.split);
    if (!found) {
      const created = await tx.split.create({
        data: { benchmarkId, releaseId, name: s.split, kind: s.kind, embargoUntil },
        select: { id: true },
      });
      idByName.set(s.split, created.id);
      added++;
    } else if (found.kind !== s.kind || found.embargoUntil?.getTime() !== embargoUntil?.getTime()) {
      await tx.split.update({ where: { id: found.id }, data: { kind: s.kind, embargoUntil } });
    }
  }
  return { idByName, added };
}

/** Inserts new claims, updates changed ones, and stores oracle evidence; returns the id map. */
export async function writeClaims(tx: Tx, benchmarkId: string, releaseId: string, bundle: ParsedBundle) {
  const splits = await ensureSplits(tx, benchmarkId, releaseId, bundle);
  const existing = await tx.claim.findMany({
    where: { benchmarkId },
    select: {
      id: true,
      externalId: true,
      splitId: true,
      ...CLAIM_COLUMNS_SELECT,
    },
  });
  const byExternal = new Map(existing.map((c) => [c.externalId, c]));
  const idByExternal = new Map(existing.map((c) => [c.externalId, c.id]));
  const inserts = [];
  let updated = 0;
  for (const claim of bundle.claims) {
    const columns = claimColumns(claim);
    const splitId = splits.idByName.get(claim.split);
    if (!splitId) throw new Error(`split ${claim.split} of claim ${claim.claim_id} was not created`);
    const found = byExternal.get(claim.claim_id);
    if (!found) {
      const id = randomUUID();
      idByExternal.set(claim.claim_id, id);
      inserts.push({ id, benchmarkId, splitId, externalId: claim.claim_id, ...columns });
    } else if (found.splitId !== splitId || !sameClaimColumns(found, columns)) {
      await tx.claim.update({ where: { id: found.id }, data: { ...columns, splitId } });
      updated++;
    }
  }
  await insertRows(
    tx,
    "Claim",
    [
      "id",
      "benchmarkId",
      "splitId",
      "externalId",
      "text",
      "claimDate",
      "language",
      "mediaJson",
      "context",
      "evidenceJson",
      "shiftedText",
      "shiftedContext",
      "shiftedEvidenceJson",
    ],
    inserts.map((c) => [
      c.id,
      c.benchmarkId,
      c.splitId,
      c.externalId,
      c.text,
      c.claimDate,
      c.language,
      c.mediaJson,
      c.context,
      c.evidenceJson,
      c.shiftedText,
      c.shiftedContext,
      c.shiftedEvidenceJson,
    ]),
  );
  await writeOracle(tx, bundle, idByExternal);
  return { idByExternal, added: inserts.length, updated, splitsAdded: splits.added };
}

async function writeOracle(tx: Tx, bundle: ParsedBundle, idByExternal: Map<string, string>): Promise<void> {
  if (bundle.oracleEvidence.length === 0) return;
  const claimIds = bundle.oracleEvidence
    .map((o) => idByExternal.get(o.claim_id))
    .filter((id): id is string => id !== undefined);
  const current = new Map<string, string>();
  for (const ids of chunk(claimIds, BATCH)) {
    const rows = await tx.oracleEvidence.findMany({ where: { claimId: { in: ids } } });
    rows.forEach((r) => current.set(r.claimId, r.statementsJson));
  }
  const inserts = [];
  for (const row of bundle.oracleEvidence) {
    const claimId = idByExternal.get(row.claim_id);
    if (!claimId) continue;
    const statementsJson = JSON.stringify(row.evidence);
    const old = current.get(claimId);
    if (old === undefined) inserts.push({ claimId, statementsJson });
    else if (old !== statementsJson)
      await tx.oracleEvidence.update({ where: { claimId }, data: { statementsJson } });
  }
  await insertRows(
    tx,
    "OracleEvidence",
    ["claimId", "statementsJson"],
    inserts.map((o) => [o.claimId, o.statementsJson]),
  );
}
