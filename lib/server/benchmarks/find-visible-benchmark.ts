import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { requestFieldsSchema, type RequestField } from "@/lib/schemas/access";
import {
  modeListColumn,
  numberListColumn,
  propertyListColumn,
  stringListColumn,
} from "@/lib/schemas/stored-columns";
import {
  ACCESS_MODES,
  PERIODS,
  REPRESENTATIVES,
  TRACKS,
  type AccessMode,
  type Mode,
  type Period,
  type Representative,
  type Track,
} from "@/lib/vocabulary";
import { canMaintain } from "@/lib/security/roles";
import { splitWhereFor, visibleBenchmarkWhere, type BenchmarkStanding, type Viewer } from "./visibility";

/** A benchmark's own columns, decoded: JSON columns parsed, enumerated strings checked. */
export type VisibleBenchmark = BenchmarkStanding & {
  id: string;
  slug: string;
  title: string;
  track: Track;
  /** How claims are cut into splits: quarters (`YYYYQn`) or months (`YYYY-MM`). */
  period: Period;
  description: string;
  license: string;
  citation: string;
  isDemo: boolean;
  /** Set by an admin: readable, but no new submissions. ISO timestamp. */
  archivedAt: string | null;
  /** Set by an admin: invisible to all but maintainers and admins (who alone get this far). ISO timestamp. */
  unpublishedAt: string | null;
  accessMode: AccessMode;
  /** Access terms and the request form's fields (lib/schemas/access.ts). */
  terms: string;
  requestFields: RequestField[];
  hiddenSubmitNeedsApproval: boolean;
  /** "" when the maintainers list no address of their own. */
  contactEmail: string;
  labels: string[];
  slices: number[];
  modes: Mode[];
  /** Declared claim and media properties (integrity track), with their descriptions. */
  properties: { name: string; kind: "claim" | "media"; description?: string }[];
  /** Which submission represents a model on the leaderboard. */
  representative: Representative;
  /** A maintainer's disclosure step η for hidden splits (null: derived from n). */
  disclosureStep: number | null;
  /** Contamination thresholds τ (DOMAIN §4). */
  tauMeteor: number;
  tauEmbedding: number;
};

/**
 * The one way to look a benchmark up by slug for someone: the benchmark if `viewer` may see
 * it (the rule is `visibleBenchmarkWhere`), a 404 otherwise, the same as an unknown slug.
 * What else of it a caller reads (splits, releases, access) is filtered by the caller, with
 * `canMaintain` (the viewer's standing, answered by the same query) passed down.
 */
export async function findVisibleBenchmark(viewer: Viewer, slug: string): Promise<VisibleBenchmark> {
  const b = await db.benchmark.findFirst({
    where: { slug, ...visibleBenchmarkWhere(viewer) },
    select: {
      id: true,
      slug: true,
      title: true,
      track: true,
      period: true,
      description: true,
      license: true,
      citation: true,
      isDemo: true,
      archivedAt: true,
      unpublishedAt: true,
      accessMode: true,
      terms: true,
      requestFieldsJson: true,
      hiddenSubmitNeedsApproval: true,
      contactEmail: true,
      labelsJson: true,
      slicesJson: true,
      modesJson: true,
      propertiesJson: true,
      representative: true,
      disclosureStep: true,
      tauMeteor: true,
      tauEmbedding: true,
      // Whether the viewer maintains it: a count in the same statement, so no second query.
      _count: { select: { maintainers: { where: { userId: viewer?.id ?? "" } } } },
    },
  });
  if (!b) throw new AppError("NOT_FOUND", `No benchmark '${slug}'`);
  const { requestFieldsJson, labelsJson, slicesJson, modesJson, propertiesJson, _count, ...columns } = b;
  const at = (column: string) => ({ table: "Benchmark", id: b.id, column });
  return {
    ...columns,
    canMaintain: viewer !== null && canMaintain(viewer, b.id, _count.maintainers > 0 ? [b.id] : []),
    track: decodeEnumColumn(TRACKS, b.track, at("track")),
    period: decodeEnumColumn(PERIODS, b.period, at("period")),
    archivedAt: b.archivedAt?.toISOString() ?? null,
    unpublishedAt: b.unpublishedAt?.toISOString() ?? null,
    accessMode: decodeEnumColumn(ACCESS_MODES, b.accessMode, at("accessMode")),
    representative: decodeEnumColumn(REPRESENTATIVES, b.representative, at("representative")),
    requestFields: decodeJsonColumn(requestFieldsSchema, requestFieldsJson, at("requestFieldsJson")),
    labels: decodeJsonColumn(stringListColumn, labelsJson, at("labelsJson")),
    slices: decodeJsonColumn(numberListColumn, slicesJson, at("slicesJson")),
    modes: decodeJsonColumn(modeListColumn, modesJson, at("modesJson")),
    properties: decodeJsonColumn(propertyListColumn, propertiesJson, at("propertiesJson")).map(
      ({ name, kind, description }) => ({ name, kind, ...(description ? { description } : {}) }),
    ),
  };
}

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
