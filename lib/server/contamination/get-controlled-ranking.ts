// All models ranked on a split, on the full set and on the contamination-controlled set.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { ContaminationMetric } from "@/lib/contamination";
import { headlineValues, integrityBin3, rankValues, scoreRecords } from "@/lib/scoring";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { db } from "@/lib/db";
import { getControlledClaimSet, type ControlledClaimSet } from "./get-controlled-claim-set";
import { MIN_RELEASE_N } from "@/lib/release/release-step";
import { releaseNumber } from "@/lib/release/release-policy";
import type { ReleaseInfo } from "@/lib/release/display-step";
import { loadContaminationContext } from "./load-contamination-context";
import { loadSplitEntries, rankingMetric } from "./load-split-entries";

export interface RankingRow {
  modelId: string;
  name: string;
  full: { n: number; value: number | null; rank: number };
  controlled: { n: number; value: number | null; rank: number | null };
  /** Rank on the full set minus rank on the controlled set: positive = moves up. */
  deltaRank: number | null;
}

export interface ControlledRanking {
  split: { name: string; kind: string } | null;
  splits: { name: string; kind: string }[];
  metric: string;
  isLowerBetter: boolean;
  set: Omit<ControlledClaimSet, "claimIds" | "flaggedClaimIds" | "unassessedClaimIds">;
  /**
   * Gold label counts over the controlled set: dev splits only. On a test split the set
   * moves with the selection, so comparing two selections would reveal single hidden labels.
   */
  labelCounts: Record<string, number> | null;
  rows: RankingRow[];
  /** How the values were released (lib/release), so they print with the digits they carry. */
  release: ReleaseInfo;
  /** Why controlled values are withheld (a hidden-label split with a set under MIN_RELEASE_N claims). */
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
  const ctx = await loadContaminationContext(viewer, slug);
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
  if (selection.split && !split) throw new AppError("NOT_FOUND", `No split ${selection.split}`);
  // On hidden-label splits the set is fixed (every model, every metric): a set that moved
  // with the viewer's selection could be differenced claim by claim.
  const isFixed = split !== undefined && split.hidden;
  const chosen = isFixed ? {} : { modelIds: selection.modelIds, metrics: selection.metrics };
  const set = await getControlledClaimSet(viewer, ctx.benchmark.id, { ...chosen, splitId: split?.id });
  const { claimIds, flaggedClaimIds: _flagged, unassessedClaimIds: _unassessed, ...setInfo } = set;
  const base = {
    splits: ctx.splits.map(({ name, kind }) => ({ name, kind })),
    metric,
    isLowerBetter,
    set: setInfo,
  };
  if (!split)
    return { ...base, split: null, labelCounts: null, rows: [], note: null, release: { exact: true } };
  const policy = ctx.policyFor(split);
  const isWithheld = !policy.exact && set.n < MIN_RELEASE_N;

  const { loaded, entries } = await loadSplitEntries(split.id, {
    isPublic: true,
    releasedOnly: !policy.exact,
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
  // Ranks come from exact values; the values shown are released (lib/release).
  const shown = (r: ReturnType<typeof scoreRecords>) => {
    const v = valueOf(r);
    return v === null ? null : releaseNumber(policy, metric, v, r.n, headlineValues(r)["fsr"]);
  };
  const full = entries.map((e) => scoreRecords(loaded.benchmark, e.records, { subsets: false }));
  const controlled = entries.map((e) =>
    scoreRecords(loaded.benchmark, e.records, { subsets: false, claimIds: isWithheld ? [] : claimIds }),
  );
  const rank = (values: (number | null)[]) =>
    rankValues(
      values.map((v) => v ?? (isLowerBetter ? Infinity : -Infinity)),
      isLowerBetter,
    );
  const fullRanks = rank(full.map(valueOf));
  const controlledRanks = rank(controlled.map(valueOf));
  const rows = entries.map((e, i): RankingRow => {
    const cValue = valueOf(controlled[i]!);
    const cRank = cValue === null ? null : (controlledRanks[i] ?? null);
    return {
      modelId: e.modelId,
      name: names.get(e.modelId) ?? e.modelId,
      full: { n: full[i]!.n, value: shown(full[i]!), rank: fullRanks[i] ?? 0 },
      controlled: { n: controlled[i]!.n, value: cValue === null ? null : shown(controlled[i]!), rank: cRank },
      deltaRank: cRank === null ? null : (fullRanks[i] ?? 0) - cRank,
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
    release: policy.exact ? { exact: true } : { exact: false, stepOverride: policy.stepOverride },
    note: isWithheld
      ? `Hidden labels: results on the controlled set are shown only when it has at least ${MIN_RELEASE_N} claims.`
      : isFixed
        ? "Hidden labels: on this split the controlled set always uses every model and every metric."
        : null,
  };
}

const BIN_NAMES = { [-1]: "Compromised (< -1/3)", 0: "NEI", 1: "Intact (> 1/3)" } as const;

function countLabels(
  claims: { claimId: string; gold: { label?: string; integrity?: number } }[],
  ids: ReadonlySet<string>,
  track: "integrity" | "verdict",
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
