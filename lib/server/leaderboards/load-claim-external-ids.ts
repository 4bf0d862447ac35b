import "server-only";
import { db } from "@/lib/db";
import { leaderboardCaches } from "./leaderboard-caches";

/**
 * Claim row id → external claim id for one split's claims, cached. A row's external id
 * never changes, but a new release may add claims to a split or move them between splits:
 * `fresh` reloads the split's map (the caller does when a row id is not in it).
 */
export function loadClaimExternalIds(splitId: string, fresh = false): Promise<Map<string, string>> {
  const hit = fresh ? undefined : leaderboardCaches.claimIds.get(splitId);
  if (hit) return hit;
  const loading = db.claim
    .findMany({ where: { splitId }, select: { id: true, externalId: true } })
    .then((rows) => new Map(rows.map((r) => [r.id, r.externalId])));
  leaderboardCaches.claimIds.set(splitId, loading);
  loading.catch(() => leaderboardCaches.claimIds.delete(splitId));
  return loading;
}
