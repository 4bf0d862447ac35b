import "server-only";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { pool, poolDifference, toSplitPart } from "@/lib/disclosure/compose-parts";
import { computePairedRow, type ExactPairedRow } from "./compute-paired-row";

/** One common split of the two models: its exact paired row (public) or the row built from disclosures (hidden). */
export type PoolPart =
  | { hidden: true; row: ExactPairedRow }
  | {
      hidden: false;
      row: ExactPairedRow;
      gold: ScoringBenchmark;
      ra: InstanceRecord[];
      rb: InstanceRecord[];
      key: string;
    };

/** A hidden split's row from the two disclosed results: a − b, unpaired interval, no p-value. */
export function disclosedPair(
  split: string,
  a: ScoreResult | undefined,
  b: ScoreResult | undefined,
  metric: string,
): PoolPart {
  const side = (r: ScoreResult | undefined) => {
    const part = r ? toSplitPart({ name: split, periodIndex: 0 }, r, { mode: "classification" }) : null;
    return pool(
      part ? [{ n: part.n, value: part.values[metric] ?? Number.NaN, interval: part.intervals[metric] }] : [],
    );
  };
  const [pa, pb] = [side(a), side(b)];
  const d = poolDifference(pb, pa);
  return {
    hidden: true,
    row: {
      n: Math.min(pa.n, pb.n),
      valueA: pa.value,
      valueB: pb.value,
      difference: d.value,
      low: d.interval[0],
      high: d.interval[1],
      pValue: Number.NaN,
    },
  };
}

/** Per-split rows composed by claim weight (docs/DOMAIN.md §6); no p-value. */
export function composePooledRow(rows: readonly ExactPairedRow[]): ExactPairedRow {
  const of = (read: (r: ExactPairedRow) => number, interval?: (r: ExactPairedRow) => [number, number]) =>
    pool(rows.map((r) => ({ n: r.n, value: read(r), ...(interval ? { interval: interval(r) } : {}) })));
  const difference = of(
    (r) => r.difference,
    (r) => [r.low, r.high],
  );
  return {
    n: difference.n,
    valueA: of((r) => r.valueA).value,
    valueB: of((r) => r.valueB).value,
    difference: difference.value,
    low: difference.interval[0],
    high: difference.interval[1],
    pValue: Number.NaN,
  };
}

/** One paired bootstrap over every claim of the pooled public splits. */
export function pairedPool(parts: PoolPart[], metric: string): ExactPairedRow {
  const exact = parts.flatMap((p) => (p.hidden ? [] : [p]));
  const gold: ScoringBenchmark = { ...exact[0]!.gold, claims: exact.flatMap((p) => p.gold.claims) };
  const key = `${metric}|pooled|${exact.map((p) => p.key).join("+")}`;
  return computePairedRow(
    key,
    gold,
    exact.flatMap((p) => p.ra),
    exact.flatMap((p) => p.rb),
    metric,
  );
}
