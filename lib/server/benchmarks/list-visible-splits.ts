import "server-only";
import { db } from "@/lib/db";
import { splitWhereFor, type BenchmarkStanding } from "./visibility";

export type VisibleSplit = {
  id: string;
  name: string;
  kind: string;
  embargoUntil: Date | null;
  retiredAt: Date | null;
  /** Set by a maintainer on a hidden test split (sealed-splits.ts); read with `retiredAt`. */
  sealed: boolean;
};

/** The splits of a benchmark the viewer may see (splitWhereFor), oldest first. */
export async function listVisibleSplits(
  benchmark: BenchmarkStanding,
  now = new Date(),
): Promise<VisibleSplit[]> {
  return db.split.findMany({
    where: splitWhereFor(benchmark, now),
    orderBy: { name: "asc" },
    select: { id: true, name: true, kind: true, embargoUntil: true, retiredAt: true, sealed: true },
  });
}
