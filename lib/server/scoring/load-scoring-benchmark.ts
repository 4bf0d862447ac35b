import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { ClaimEvidenceRef, ClaimGold, ScoringBenchmark, ScoringClaim } from "@/lib/scoring/types";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import {
  evidenceListColumn,
  labelsBySliceColumn,
  modeListColumn,
  numberListColumn,
  propertyListColumn,
  propertyValuesColumn,
  stringListColumn,
} from "@/lib/schemas/stored-columns";
import { TRACKS } from "@/lib/vocabulary";
import { GOLD_COLUMNS_SELECT } from "@/lib/server/bundles/claim-rows";
import type { VisibleSplit } from "@/lib/server/benchmarks/find-visible-benchmark";

export type LoadedSplit = {
  benchmark: ScoringBenchmark;
  /** External claim id → Claim row id. */
  claimRowIds: Map<string, string>;
  labelVersionId: string;
  labelVersion: number;
};

/**
 * Everything the scorer needs for one split, with HIDDEN gold as of `labelVersion` (the
 * newest when omitted): for each claim, its label row in the highest version ≤ that one.
 * Server-only; the result must never be sent to a client.
 */
export async function loadScoringBenchmark(splitId: string, labelVersion?: number): Promise<LoadedSplit> {
  const split = await db.split.findUnique({
    where: { id: splitId },
    select: {
      benchmark: {
        select: {
          id: true,
          track: true,
          labelsJson: true,
          slicesJson: true,
          modesJson: true,
          factCheckDomainsJson: true,
          propertiesJson: true,
        },
      },
    },
  });
  if (!split) throw new AppError("NOT_FOUND", `No split ${splitId}`);
  const b = split.benchmark;
  const version = await db.labelVersion.findFirst({
    where: { benchmarkId: b.id, ...(labelVersion === undefined ? {} : { version: labelVersion }) },
    orderBy: { version: "desc" },
    select: { id: true, version: true },
  });
  if (!version) throw new AppError("NOT_FOUND", "This benchmark has no labels yet");
  const rows = await db.claim.findMany({
    where: { splitId },
    orderBy: { externalId: "asc" },
    select: {
      id: true,
      externalId: true,
      claimDate: true,
      language: true,
      mediaJson: true,
      evidenceJson: true,
      shiftedEvidenceJson: true,
    },
  });
  const gold = await goldAsOf(b.id, splitId, version.version);
  const at = (column: string) => ({ table: "Benchmark", id: b.id, column });
  const claims: ScoringClaim[] = rows.map((r) => ({
    claimId: r.externalId,
    claimDate: r.claimDate.toISOString().slice(0, 10),
    ...(r.language ? { language: r.language } : {}),
    media: decodeJsonColumn(stringListColumn, r.mediaJson, { table: "Claim", id: r.id, column: "mediaJson" }),
    evidence: decodeJsonColumn(evidenceListColumn, r.evidenceJson, {
      table: "Claim",
      id: r.id,
      column: "evidenceJson",
    }).map(evidenceRef),
    ...(r.shiftedEvidenceJson === null
      ? {}
      : {
          shiftedEvidence: decodeJsonColumn(evidenceListColumn, r.shiftedEvidenceJson, {
            table: "Claim",
            id: r.id,
            column: "shiftedEvidenceJson",
          }).map(evidenceRef),
        }),
    gold: gold.get(r.id) ?? {},
  }));
  return {
    benchmark: {
      track: decodeEnumColumn(TRACKS, b.track, at("track")),
      labels: decodeJsonColumn(stringListColumn, b.labelsJson, at("labelsJson")),
      slices: decodeJsonColumn(numberListColumn, b.slicesJson, at("slicesJson")),
      modes: decodeJsonColumn(modeListColumn, b.modesJson, at("modesJson")),
      factCheckDomains: decodeJsonColumn(
        stringListColumn,
        b.factCheckDomainsJson,
        at("factCheckDomainsJson"),
      ),
      properties: decodeJsonColumn(propertyListColumn, b.propertiesJson, at("propertiesJson")).map(
        ({ name, kind }) => ({ name, kind }),
      ),
      claims,
    },
    claimRowIds: new Map(rows.map((r) => [r.externalId, r.id])),
    labelVersionId: version.id,
    labelVersion: version.version,
  };
}

async function goldAsOf(
  benchmarkId: string,
  splitId: string,
  version: number,
): Promise<Map<string, ClaimGold>> {
  const out = new Map<string, { v: number; gold: ClaimGold }>();
  const labels = await db.claimLabel.findMany({
    where: { claim: { splitId }, labelVersion: { benchmarkId, version: { lte: version } } },
    select: {
      id: true,
      claimId: true,
      ...GOLD_COLUMNS_SELECT,
      labelVersion: { select: { version: true } },
    },
  });
  for (const l of labels) {
    const seen = out.get(l.claimId);
    if (seen && seen.v >= l.labelVersion.version) continue;
    const gold: ClaimGold = {};
    if (l.label !== null) gold.label = l.label;
    if (l.labelsBySliceJson !== null)
      gold.labelsBySlice = decodeJsonColumn(labelsBySliceColumn, l.labelsBySliceJson, {
        table: "ClaimLabel",
        id: l.id,
        column: "labelsBySliceJson",
      });
    if (l.integrity !== null) gold.integrity = l.integrity;
    if (l.propertiesJson !== null)
      gold.properties = decodeJsonColumn(propertyValuesColumn, l.propertiesJson, {
        table: "ClaimLabel",
        id: l.id,
        column: "propertiesJson",
      });
    out.set(l.claimId, { v: l.labelVersion.version, gold });
  }
  return new Map([...out].map(([k, v]) => [k, v.gold]));
}

function evidenceRef(e: { id: string; published?: string }): ClaimEvidenceRef {
  return { id: e.id, ...(e.published ? { published: e.published } : {}) };
}

type SplitWithGold = VisibleSplit & { benchmark: ScoringBenchmark };

/**
 * The splits a prediction file is checked against, each with its scorer input: every split
 * the user can see (listVisibleSplits), so a claim of another split is named, never
 * "unknown". Hidden gold is included: server-only, it goes to the scoring thread and nowhere
 * else.
 */
export async function loadSubmitSplits(visible: readonly VisibleSplit[]): Promise<SplitWithGold[]> {
  const out: SplitWithGold[] = [];
  for (const split of visible)
    out.push({ ...split, benchmark: (await loadScoringBenchmark(split.id)).benchmark });
  return out;
}
