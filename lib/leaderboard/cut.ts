import type { InstanceRecord, Mode, ScoringBenchmark } from "@/lib/scoring/types";

/** A board cut to one evidence slice, scored in one mode (DOMAIN.md §3). */
export interface SliceCut {
  slice?: number;
  mode: Mode;
}

/**
 * The benchmark as seen by a slice cut: without slices, and in inference mode with each
 * claim's gold replaced by that slice's own label. Without a slice it is unchanged.
 */
export function cutBenchmark(benchmark: ScoringBenchmark, cut: SliceCut): ScoringBenchmark {
  if (cut.slice === undefined) return benchmark;
  const key = String(cut.slice);
  const claims =
    cut.mode === "classification"
      ? benchmark.claims
      : benchmark.claims.map((c) => {
          const label = c.gold.labelsBySlice?.[key] ?? c.gold.label;
          return { ...c, gold: { ...c.gold, ...(label === undefined ? {} : { label }) } };
        });
  return { ...benchmark, slices: [], modes: [], claims };
}

/** Only the records of the cut's slice (both variants); all records without a slice. */
export function cutRecords(records: readonly InstanceRecord[], cut: SliceCut): readonly InstanceRecord[] {
  if (cut.slice === undefined) return records;
  return records.filter((r) => r.slice === cut.slice);
}
