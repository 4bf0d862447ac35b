// All models ranked on a split, on the full set and on the contamination-controlled set.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { describeUnknownSplit } from "@/lib/periods/periods";
import type { ContaminationMetric } from "@/lib/contamination/flags";
import { headlineValues } from "@/lib/scoring/summarize";
import { integrityBin3 } from "@/lib/scoring/integrity-bins";
import { scoreRecords } from "@/lib/scoring/score-records";
import { rankOnSubsets } from "@/lib/contamination/rank-on-subsets";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { db } from "@/lib/db";
import { controlledClaimSet, type ControlledClaimSet } from "./get-controlled-claim-set";
import { MIN_DISCLOSURE_N } from "@/lib/disclosure/disclosure-step";
import { discloseNumber } from "@/lib/disclosure/disclosure-policy";
import type { DisclosureInfo } from "@/lib/disclosure/display-step";
import { loadContaminationContext } from "./load-contamination-context";
import { loadSplitEntries, rankingMetric } from "./load-split-entries";
import type { Track } from "@/lib/vocabulary";

/** A model on one claim subset: its value (disclosed), rank and Δrank. */
interface SubsetCell {
  n: number;
  value: number | null;
  rank: number | null;
  /** Rank on the subset minus rank on all claims: negative = the model moves up. */
  deltaRank: number | null;
}

interface RankingRow {
  modelId: string;
  name: string;
  full: { n: number; value: number | null; rank: number };
  /** On the final intersection (the unified controlled set). */
  controlled: { n: number; value: number | null; rank: number | null };
  /** Rank on the controlled set minus rank on the full set: negative = moves up. */
  deltaRank: number | null;
  /** One cell per entry of `ControlledRanking.subsets`, in that order. */
  subsets: SubsetCell[];
}

/** A column group of the Déjà Vu Table 7: one metric's controlled subset, or the intersection (`metric` null). */
interface SubsetInfo {
  metric: ContaminationMetric | null;
  tau: number | null;
  n: number;
  contaminated: number;
  unassessed: number;
  /** Values and ranks withheld: a hidden-label split and fewer than MIN_DISCLOSURE_N claims. */
  withheld: boolean;
}

export interface ControlledRanking {
  split: { name: string; kind: string } | null;
  splits: { name: string; kind: string }[];
  metric: string;
  isLowerBetter: boolean;
  set: Omit<ControlledClaimSet, "claimIds" | "flaggedClaimIds" | "unassessedClaimIds" | "perMetric">;
  /** Each selected metric's controlled subset, then the final intersection (the `controlled` set). */
  subsets: SubsetInfo[];
  /**
   * Gold label counts over the controlled set: dev splits only. On a test split the set
   * moves with the selection, so comparing two selections would reveal single hidden labels.
   */
  labelCounts: Record<string, number> | null;
  rows: RankingRow[];
  /** How the values were disclosed (lib/disclosure), so they print with the digits they carry. */
  release: DisclosureInfo;
  /** Why controlled values are withheld (a hidden-label split with a set under MIN_DISCLOSURE_N claims). */
  note: string | null;
}

/**
 * Ranks every model with a public scored submission on the split (the one named, or the
 * split with the most such submissions) on the primary metric, over all claims and over
 * the controlled set of the selected models and metrics.
 */
export async function getControlledRanking(
  viewer: Viewer,
  slug: string,
  selection: { split?: string; modelIds?: string[]; metrics?: ContaminationMetric[] } = {},
): Promise<ControlledRanking> {
  const ctx = await loadContaminationContext(viewer, await findVisibleBenchmark(viewer, slug));
  const { metric, isLowerBetter } = rankingMetric(ctx.benchmark.track);
  const counts = await db.submission.groupBy({
    by: ["splitId"],
    where: {
      benchmarkId: ctx.benchmark.id,
      isPublic: true,
      hiddenAt: null,
      status: "scored",
      splitId: { in: ctx.splits.map((s) => s.id) },
    },
    _count: { _all: true },
  });
  const split = selection.split
    ? ctx.splits.find((s) => s.name === selection.split)
    : ctx.splits
        .filter((s) => counts.some((c) => c.splitId === s.id))
        .sort(
          (a, b) =>
            (counts.find((c) => c.splitId === b.id)?._count._all ?? 0) -
            (counts.find((c) => c.splitId === a.id)?._count._all ?? 0),
        )[0];
  if (selection.split && !split) {
    const names = ctx.splits.map((s) => s.name);
    throw new AppError("NOT_FOUND", describeUnknownSplit(selection.split, ctx.benchmark.period, names), {
      split: "unknown split",
    });
  }
  // On hidden-label splits the set is fixed (every model, every metric): a set that moved
  // with the viewer's selection could be differenced claim by claim.
  const isFixed = split !== undefined && split.hidden;
  const chosen = isFixed ? {} : { modelIds: selection.modelIds, metrics: selection.metrics };
  const set = controlledClaimSet(ctx, { ...chosen, splitId: split?.id });
  const { claimIds, flaggedClaimIds: _flagged, unassessedClaimIds: _unassessed, perMetric, ...setInfo } = set;
  const policy = split ? ctx.policyFor(split) : null;
  const isSmall = (n: number) => policy !== null && !policy.exact && n < MIN_DISCLOSURE_N;
  const isWithheld = isSmall(set.n);
  const subsetSets: { claimIds: string[]; info: SubsetInfo }[] = [
    ...perMetric.map((s) => ({ claimIds: s.claimIds, info: { ...s, metric: s.metric as string | null } })),
    { claimIds, info: { ...set, metric: null, tau: null } },
  ].map(({ claimIds: ids, info }) => ({
    claimIds: ids,
    info: {
      metric: info.metric,
      tau: info.tau,
      n: info.n,
      contaminated: info.contaminated,
      unassessed: info.unassessed,
      withheld: isSmall(info.n),
    },
  }));
  const base = {
    splits: ctx.splits.map(({ name, kind }) => ({ name, kind })),
    metric,
    isLowerBetter,
    set: setInfo,
    subsets: subsetSets.map((s) => s.info),
  };
  if (!split || !policy)
    return { ...base, split: null, labelCounts: null, rows: [], note: null, release: { exact: true } };
  // Everyone but maintainers: a controlled subset of a hidden split was never disclosed by the
  // Ladder, so nothing on it is computed (docs/SECURITY.md, "The composition rule").
  if (!policy.exact)
    return {
      ...base,
      subsets: base.subsets.map((s) => ({ ...s, withheld: true })),
      split: { name: split.name, kind: split.kind },
      labelCounts: null,
      rows: [],
      release: { exact: false, stepOverride: policy.stepOverride },
      note: HIDDEN_CONTROLLED_NOTE,
    };

  const { loaded, entries } = await loadSplitEntries(split.id, {
    isPublic: true,
    disclosedOnly: !policy.exact,
  });
  const names = new Map(
    (
      await db.modelEntry.findMany({
        where: { id: { in: entries.map((e) => e.modelId) } },
        select: { id: true, name: true },
      })
    ).map((m) => [m.id, m.name]),
  );
  const valueOf = (r: ReturnType<typeof scoreRecords>) =>
    r.n === 0 ? null : (headlineValues(r)[metric] ?? null);
  // Ranks come from exact values; the values shown are disclosed (lib/disclosure).
  const shown = (r: ReturnType<typeof scoreRecords>) => {
    const v = valueOf(r);
    return v === null ? null : discloseNumber(policy, metric, v, r.n, headlineValues(r)["fsr"]);
  };
  const full = entries.map((e) => scoreRecords(loaded.benchmark, e.records, { subsets: false }));
  // A withheld subset is scored on no claim, so nothing computed from it can reach the page.
  const bySubset = subsetSets.map(({ claimIds: ids }) =>
    entries.map((e) =>
      scoreRecords(loaded.benchmark, e.records, { subsets: false, claimIds: isSmall(ids.length) ? [] : ids }),
    ),
  );
  const ranked = rankOnSubsets(
    full.map(valueOf),
    bySubset.map((results) => results.map(valueOf)),
    isLowerBetter,
  );
  const last = subsetSets.length - 1;
  const rows = entries.map((e, i): RankingRow => {
    const cells = bySubset.map((results, k): SubsetCell => {
      const r = results[i]!;
      const { rank, deltaRank } = ranked.subsets[k]![i]!;
      return { n: r.n, value: valueOf(r) === null ? null : shown(r), rank, deltaRank };
    });
    const controlled = cells[last]!;
    return {
      modelId: e.modelId,
      name: names.get(e.modelId) ?? e.modelId,
      full: { n: full[i]!.n, value: shown(full[i]!), rank: ranked.fullRanks[i] ?? 0 },
      controlled: { n: controlled.n, value: controlled.value, rank: controlled.rank },
      deltaRank: controlled.deltaRank,
      subsets: cells,
    };
  });
  rows.sort((a, b) => a.full.rank - b.full.rank || a.name.localeCompare(b.name));
  return {
    ...base,
    split: { name: split.name, kind: split.kind },
    labelCounts: !split.hidden
      ? countLabels(loaded.benchmark.claims, new Set(claimIds), ctx.benchmark.track)
      : null,
    rows,
    release: { exact: true },
    note: isWithheld
      ? `Hidden labels: results on a controlled set are shown only when it has at least ${MIN_DISCLOSURE_N} claims.`
      : isFixed
        ? "Hidden labels: on this split the controlled set always uses every model and every metric."
        : null,
  };
}

const BIN_NAMES = { [-1]: "Compromised (< -1/3)", 0: "NEI", 1: "Intact (> 1/3)" } as const;

function countLabels(
  claims: { claimId: string; gold: { label?: string; integrity?: number } }[],
  ids: ReadonlySet<string>,
  track: Track,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of claims) {
    if (!ids.has(c.claimId)) continue;
    const key =
      track === "integrity"
        ? c.gold.integrity === undefined
          ? "(none)"
          : BIN_NAMES[integrityBin3(c.gold.integrity)]
        : (c.gold.label ?? "(none)");
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const HIDDEN_CONTROLLED_NOTE =
  "Hidden labels: the ranking on a contamination-controlled subset of this split would be computed from exact hidden results, which only the Ladder's disclosed scores may reach, so it is shown when the maintainers retire the split. Choose a public dev or retired split.";
