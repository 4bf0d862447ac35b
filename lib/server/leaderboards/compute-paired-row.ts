import "server-only";
import { comparePaired } from "@/lib/scoring/compare-entries";
import { scoreRecords } from "@/lib/scoring/score-records";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import type { PairedRow } from "@/lib/disclosure/disclose-comparisons";
import { leaderboardCaches } from "./board-data";

/** Two models' EXACT paired comparison on some claims (server only: the caller discloses it, disclosePairedRow). */
export type ExactPairedRow = Omit<PairedRow, "holmP">;

/**
 * metric(a) - metric(b) with its paired bootstrap interval and p-value (B = 1000, seed 0),
 * and both values. The bootstrap is most of a compare page's time, so the row is kept in
 * process (leaderboardCaches.pairs) under `key`, which must name everything it depends on:
 * metric, gold (split and label version) and both scores (score id and label version).
 */
export function computePairedRow(
  key: string,
  gold: ScoringBenchmark,
  ra: InstanceRecord[],
  rb: InstanceRecord[],
  metric: string,
): ExactPairedRow {
  const hit = leaderboardCaches.pairs.get(key);
  if (hit) return hit;
  const paired = comparePaired(gold, { id: "a", records: ra }, { id: "b", records: rb }, metric, {
    b: 1000,
    seed: 0,
  });
  const row = {
    n: paired.n,
    valueA: metricValue(gold, ra, metric),
    valueB: metricValue(gold, rb, metric),
    difference: paired.difference,
    low: paired.interval[0],
    high: paired.interval[1],
    pValue: paired.pValue,
  };
  leaderboardCaches.pairs.set(key, row);
  return row;
}

function metricValue(gold: ScoringBenchmark, records: InstanceRecord[], metric: string): number {
  const s = scoreRecords(gold, records, { subsets: false });
  return (
    (
      {
        ...s.metrics,
        ...(s.avg12 === undefined ? {} : { avg12: s.avg12 }),
        ...(s.reasoning_gap === undefined ? {} : { reasoning_gap: s.reasoning_gap }),
      } as Record<string, number>
    )[metric] ?? Number.NaN
  );
}
