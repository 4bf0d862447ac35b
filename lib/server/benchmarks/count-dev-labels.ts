import "server-only";
import { db } from "@/lib/db";

const BINS = [
  { name: "compromised (< -1/3)", test: (g: number) => g < -1 / 3 },
  { name: "not enough info", test: (g: number) => g >= -1 / 3 && g <= 1 / 3 },
  { name: "intact (> 1/3)", test: (g: number) => g > 1 / 3 },
];

/**
 * Counts the current gold of claims in public dev splits: labels on the verdict track,
 * integrity bins on the integrity track. Only call it with dev split ids.
 */
export async function countDevLabels(
  benchmarkId: string,
  devSplitIds: string[],
): Promise<Record<string, number>> {
  if (devSplitIds.length === 0) return {};
  const rows = await db.claimLabel.findMany({
    where: { claim: { benchmarkId, splitId: { in: devSplitIds } } },
    select: { claimId: true, label: true, integrity: true, labelVersion: { select: { version: true } } },
  });
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const seen = latest.get(r.claimId);
    if (!seen || seen.labelVersion.version < r.labelVersion.version) latest.set(r.claimId, r);
  }
  const counts: Record<string, number> = {};
  for (const r of latest.values()) {
    const key =
      r.label ??
      (r.integrity === null
        ? "unlabelled"
        : (BINS.find((b) => b.test(r.integrity ?? 0))?.name ?? "unlabelled"));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
