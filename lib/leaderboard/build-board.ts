import { scoreRecords } from "@/lib/scoring/score-records";
import { headlineValues } from "@/lib/scoring/summarize";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { buildBaselines } from "./baselines";
import { cutBenchmark, cutRecords, type SliceCut } from "./cut";
import { resampleCounts } from "./resample-counts";
import { propertiesOf, scoreEntriesJointly, type EntryInput, type ScoredEntry } from "./score-entries";
import { claimIdsInWindow, isContaminated, type DateWindow } from "./window";

/** One model (or model × regime) with its representative submissions' records merged. */
interface BoardModel {
  id: string;
  /** Read once (it may be built on each read, see EntryMeta.records). */
  readonly records: readonly InstanceRecord[];
  /** ISO date of the cutoff used for contamination, or null when unknown. */
  cutoff: string | null;
}

/** ranked | contaminated (cutoff on or after the window start) | incomplete (misses window claims) | baseline. */
export type RowStatus = "ranked" | "contaminated" | "incomplete" | "baseline";

/** A jointly scored entry with its status on the board. */
export interface BoardRow extends ScoredEntry {
  status: RowStatus;
  /** Predictions on the board's claims that were not submitted and count as wrong (--missing-as-wrong). */
  missing: number;
  /** Baselines only: what the row is. */
  name?: string;
}

interface BoardOptions {
  window: DateWindow;
  bufferDays: number;
  cut: SliceCut;
  metric: string;
  lowerIsBetter: boolean;
  b: number;
  seed: number;
  /** Only when every selected split is public dev: name the majority label in its baseline row. */
  revealMajority?: boolean;
}

interface Board {
  /** Claims in the window (after the cut). */
  n: number;
  rows: BoardRow[];
}

/**
 * The leaderboard for the claims in a window: models covering every claim in it are scored
 * jointly with the baselines (one bootstrap for intervals and rank intervals); models
 * contaminated for the window are scored but not ranked; models missing some of the
 * window's claims are scored on what they have and not ranked. Rows with no claim in the
 * window are dropped. Rows come best first on `metric`.
 */
export function buildBoard(
  benchmark: ScoringBenchmark,
  models: readonly BoardModel[],
  options: BoardOptions,
): Board {
  const cut = cutBenchmark(benchmark, options.cut);
  const windowIds = claimIdsInWindow(cut.claims, options.window);
  const inWindow = new Set(windowIds);
  if (windowIds.length === 0) return { n: 0, rows: [] };
  const joint: (EntryInput & { status: RowStatus; name?: string; missing: number })[] = [];
  // Incomplete rows are scored as they come, so that their records are not all held at once.
  const partialRows: BoardRow[] = [];
  for (const model of models) {
    const records = cutRecords(model.records, options.cut);
    const covered = new Set(
      records.filter((r) => r.variant === "original" && inWindow.has(r.claimId)).map((r) => r.claimId),
    );
    if (covered.size === 0) continue;
    const missing = records.filter((r) => r.missing && inWindow.has(r.claimId)).length;
    if (covered.size < windowIds.length)
      partialRows.push(scorePartial(cut, model.id, records, missing, inWindow, options));
    else {
      const contaminated = isContaminated(model.cutoff, options.bufferDays, options.window);
      joint.push({
        id: model.id,
        records,
        isRankable: !contaminated,
        status: contaminated ? "contaminated" : "ranked",
        missing,
      });
    }
  }
  for (const b of buildBaselines(cut, windowIds, options.seed, {
    revealMajority: options.revealMajority === true,
  }))
    joint.push({ ...b, isRankable: false, status: "baseline", missing: 0 });
  const jointOptions = {
    claimIds: windowIds,
    metric: options.metric,
    lowerIsBetter: options.lowerIsBetter,
    b: options.b,
    seed: options.seed,
  };
  const rows: BoardRow[] = scoreEntriesJointly(cut, joint, jointOptions).map((s, i) => ({
    ...s,
    status: joint[i]!.status,
    missing: joint[i]!.missing,
    ...(joint[i]!.name === undefined ? {} : { name: joint[i]!.name }),
  }));
  rows.push(...partialRows);
  return { n: windowIds.length, rows: sortRows(rows, options.metric, options.lowerIsBetter) };
}

/** A model missing some of the window's claims, scored alone on those it has. */
function scorePartial(
  cut: ScoringBenchmark,
  id: string,
  records: readonly InstanceRecord[],
  missing: number,
  inWindow: ReadonlySet<string>,
  options: BoardOptions,
): BoardRow {
  const result = scoreRecords(cut, records, {
    claimIds: inWindow,
    subsets: false,
    // Rows of the same size share their draws (resampleCounts): the same replicates, drawn once.
    bootstrap: { b: options.b, seed: options.seed, resamples: resampleCounts },
  });
  return {
    id,
    status: "incomplete",
    missing,
    n: result.n,
    values: headlineValues(result),
    intervals: result.ci?.intervals ?? {},
    rank: null,
    rankLow: null,
    rankHigh: null,
    isTopTier: false,
    ...propertiesOf(result),
  };
}

/** Best first on `metric`; rows without the metric go last. */
function sortRows<T extends { values: Record<string, number> }>(
  rows: T[],
  metric: string,
  lowerIsBetter: boolean,
): T[] {
  const key = (row: T) => {
    const v = row.values[metric];
    return v === undefined || Number.isNaN(v) ? Infinity : lowerIsBetter ? v : -v;
  };
  return [...rows].sort((a, b) => key(a) - key(b));
}
