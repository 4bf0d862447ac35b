// Stored per-claim results of scored submissions on one split, one submission per model.
import "server-only";
import { db } from "@/lib/db";
import type { InstanceRecord } from "@/lib/scoring/types";
import { decodeClaimInstances } from "@/lib/scoring/stored-instances";
import { loadScoringBenchmark, type LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";
import type { Track } from "@/lib/vocabulary";
import { DISCLOSED } from "@/lib/vocabulary";

type SplitEntry = { modelId: string; submissionId: string; records: InstanceRecord[] };

/**
 * The split's gold (HIDDEN: server-side only) and, per model, the newest scored submission
 * matching `where` (public ones for rankings; the owner's own for a model page) with its
 * results under the newest label version. Submissions not yet re-scored under it are left out.
 * With `disclosedOnly` (hidden splits, viewers who are not maintainers) only submissions
 * whose score the Ladder disclosed count (lib/disclosure).
 */
export async function loadSplitEntries(
  splitId: string,
  where: { isPublic?: true; modelIds?: readonly string[]; userId?: string; disclosedOnly?: boolean },
): Promise<{ loaded: LoadedSplit; entries: SplitEntry[] }> {
  const loaded = await loadScoringBenchmark(splitId);
  const submissions = await db.submission.findMany({
    where: {
      splitId,
      status: "scored",
      // A submission a maintainer hid from the leaderboard counts as not public.
      ...(where.isPublic ? { isPublic: true, hiddenAt: null } : {}),
      ...(where.userId ? { userId: where.userId } : {}),
      ...(where.modelIds ? { modelId: { in: [...where.modelIds] } } : {}),
      ...(where.disclosedOnly
        ? { scores: { some: { labelVersionId: loaded.labelVersionId, disclosure: { status: DISCLOSED } } } }
        : {}),
    },
    orderBy: { scoredAt: "desc" },
    select: { id: true, modelId: true },
  });
  const newest = new Map<string, string>();
  for (const s of submissions) if (!newest.has(s.modelId)) newest.set(s.modelId, s.id);
  const externalOf = new Map([...loaded.claimRowIds].map(([ext, row]) => [row, ext]));
  const entries: SplitEntry[] = [];
  for (const [modelId, submissionId] of newest) {
    const rows = await db.claimResult.findMany({
      where: { submissionId, labelVersionId: loaded.labelVersionId },
      select: { claimId: true, instancesJson: true },
    });
    if (rows.length === 0) continue;
    entries.push({
      modelId,
      submissionId,
      records: rows.flatMap((r) =>
        decodeClaimInstances(externalOf.get(r.claimId) ?? r.claimId, r.instancesJson),
      ),
    });
  }
  return { loaded, entries };
}

/** The headline metric rankings use: MSE (lower is better) on integrity, Macro-F1 on verdict. */
export function rankingMetric(track: Track): { metric: string; isLowerBetter: boolean } {
  return track === "integrity"
    ? { metric: "mse", isLowerBetter: true }
    : { metric: "macro_f1", isLowerBetter: false };
}
