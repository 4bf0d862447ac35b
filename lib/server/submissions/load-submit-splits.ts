import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { ScoringBenchmark } from "@/lib/scoring";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";

export type SubmitSplit = {
  id: string;
  name: string;
  kind: string;
  embargoUntil: Date | null;
  retiredAt: Date | null;
  benchmark: ScoringBenchmark;
};

/**
 * The splits of a benchmark a prediction file is checked against: every split the user can
 * see (so a claim of another split is named, never "unknown"), with its scorer input (hidden
 * gold included: server-only, it goes to the scoring thread and nowhere else).
 */
export async function loadSubmitSplits(
  benchmarkId: string,
  visible: readonly string[],
  only: string | null,
): Promise<SubmitSplit[]> {
  if (only !== null && !visible.includes(only))
    throw new AppError("NOT_FOUND", `No split ${only} in this benchmark`);
  const rows = await db.split.findMany({
    where: { benchmarkId, name: { in: [...visible] } },
    orderBy: { name: "asc" },
    select: { id: true, name: true, kind: true, embargoUntil: true, retiredAt: true },
  });
  const out: SubmitSplit[] = [];
  for (const row of rows) out.push({ ...row, benchmark: (await loadScoringBenchmark(row.id)).benchmark });
  return out;
}
