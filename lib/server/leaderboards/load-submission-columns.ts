import "server-only";
import { db } from "@/lib/db";
import { decodeRecordColumns, type RecordColumns } from "@/lib/scoring/record-columns";
import { leaderboardCaches } from "./leaderboard-caches";
import { loadClaimExternalIds } from "./load-claim-external-ids";

type Row = { claimId: string; instancesJson: string };

/**
 * A submission's stored per-claim records under one label version, decoded into columns
 * (record-columns.ts), cached. Records hold predictions, not gold, so any label version's
 * records can be re-scored against the newest gold. A board reads millions of these rows,
 * so they come by one plain SQL statement (no join, no Prisma objects), and the claim ids
 * are the strings of a cached id map of the split, shared by every submission's records.
 */
export function loadSubmissionColumns(
  submission: { id: string; splitId: string },
  labelVersionId: string,
): Promise<RecordColumns> {
  const key = `${submission.id}:${labelVersionId}`;
  const hit = leaderboardCaches.records.get(key);
  if (hit) return hit;
  const loading = readRecords(submission, labelVersionId);
  leaderboardCaches.records.set(key, loading);
  loading.catch(() => leaderboardCaches.records.delete(key));
  return loading;
}

async function readRecords(
  submission: { id: string; splitId: string },
  labelVersionId: string,
): Promise<RecordColumns> {
  const [rows, cached] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT "claimId", "instancesJson" FROM "ClaimResult"
      WHERE "submissionId" = ${submission.id} AND "labelVersionId" = ${labelVersionId}`,
    loadClaimExternalIds(submission.splitId),
  ]);
  let externalOf = cached;
  if (rows.some((r) => !externalOf.has(r.claimId))) {
    // Claims added to the split since the map was read, or moved to another split since scoring.
    externalOf = await loadClaimExternalIds(submission.splitId, true);
    const moved = rows.filter((r) => !externalOf.has(r.claimId)).map((r) => r.claimId);
    if (moved.length > 0) {
      const found = await db.claim.findMany({
        where: { id: { in: moved } },
        select: { id: true, externalId: true },
      });
      externalOf = new Map([...externalOf, ...found.map((c): [string, string] => [c.id, c.externalId])]);
    }
  }
  return decodeRecordColumns(
    rows.map((r) => externalOf.get(r.claimId) ?? r.claimId),
    rows.map((r) => r.instancesJson),
  );
}
