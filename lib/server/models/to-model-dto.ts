import "server-only";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import type { ModelDto } from "@/lib/schemas/model";
import { stringListColumn } from "@/lib/schemas/stored-columns";
import { REGIMES } from "@/lib/vocabulary";

/** The ModelEntry columns a model's public card shows (leaderboards, the model page). */
export const MODEL_CARD_SELECT = {
  id: true,
  name: true,
  organisation: true,
  parameterCount: true,
  openWeights: true,
  declaredCutoff: true,
  estimatedCutoff: true,
  costPerRun: true,
} as const;

/** A model's public card as plain data (MODEL_CARD_SELECT; dates as YYYY-MM-DD). */
export type ModelCard = {
  id: string;
  name: string;
  organisation: string;
  parameterCount: number | null;
  openWeights: boolean;
  declaredCutoff: string;
  estimatedCutoff: string | null;
  costPerRun: number | null;
};

/** The ModelEntry columns every reader needs. */
export const MODEL_SELECT = {
  ...MODEL_CARD_SELECT,
  ownerId: true,
  cutoffSource: true,
  regime: true,
  linksJson: true,
  createdAt: true,
  _count: { select: { submissions: true } },
} as const;

type ModelRow = {
  id: string;
  ownerId: string;
  name: string;
  organisation: string;
  parameterCount: number | null;
  openWeights: boolean;
  declaredCutoff: Date;
  cutoffSource: string;
  estimatedCutoff: Date | null;
  regime: string;
  costPerRun: number | null;
  linksJson: string;
  createdAt: Date;
  _count: { submissions: number };
};

const day = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * A stored model as plain data. `parameterCount` is stored in billions and `costPerRun`
 * in USD; the DTO names carry the unit so no reader has to guess.
 */
export function toModelDto(row: ModelRow, viewerId: string | null): ModelDto {
  const at = (column: string) => ({ table: "ModelEntry", id: row.id, column });
  return {
    id: row.id,
    name: row.name,
    organisation: row.organisation,
    parameterCountB: row.parameterCount,
    openWeights: row.openWeights,
    declaredCutoff: day(row.declaredCutoff),
    cutoffSource: row.cutoffSource,
    estimatedCutoff: row.estimatedCutoff ? day(row.estimatedCutoff) : null,
    regime: decodeEnumColumn(REGIMES, row.regime, at("regime")),
    costPerRunUsd: row.costPerRun,
    links: decodeJsonColumn(stringListColumn, row.linksJson, at("linksJson")),
    createdAt: row.createdAt.toISOString(),
    isOwner: viewerId === row.ownerId,
    submissionCount: row._count.submissions,
  };
}
