import "server-only";
import { db } from "@/lib/db";
import { decodeClaimInstances } from "@/lib/scoring/stored-instances";
import type { InstanceRecord } from "@/lib/scoring/types";
import { leaderboardCaches } from "./leaderboard-caches";

/**
 * A submission's stored per-claim records under one label version, decoded, cached.
 * Records hold predictions, not gold, so any label version's records can be re-scored
 * against the newest gold.
 */
export function loadSubmissionRecords(
  submissionId: string,
  labelVersionId: string,
): Promise<InstanceRecord[]> {
  const key = `${submissionId}:${labelVersionId}`;
  const hit = leaderboardCaches.records.get(key);
  if (hit) return hit;
  const loading = db.claimResult
    .findMany({
      where: { submissionId, labelVersionId },
      select: { instancesJson: true, claim: { select: { externalId: true } } },
    })
    .then((rows) => rows.flatMap((r) => decodeClaimInstances(r.claim.externalId, r.instancesJson)));
  leaderboardCaches.records.set(key, loading);
  loading.catch(() => leaderboardCaches.records.delete(key));
  return loading;
}
