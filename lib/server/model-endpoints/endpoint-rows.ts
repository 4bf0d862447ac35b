// The stored endpoint as its owner reads it, and the ownership check every endpoint operation makes.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { ModelEndpointDto } from "@/lib/schemas/dto/model-endpoint";
import { endpointKeyHint } from "@/lib/security/endpoint-key-cipher";

/** The settings an evaluation runs with (and records): every column but the model, the key and the stamps. */
export const ENDPOINT_SETTINGS_SELECT = {
  baseUrl: true,
  model: true,
  temperature: true,
  topP: true,
  maxTokens: true,
  seed: true,
  pricePromptPerMTok: true,
  priceCompletionPerMTok: true,
  maxUsdPerRun: true,
  maxRequestsPerRun: true,
} as const;

/** Every column but the sealed key (which the client omits by default anyway). */
export const ENDPOINT_SELECT = {
  modelId: true,
  ...ENDPOINT_SETTINGS_SELECT,
  apiKeyLast4: true,
  updatedAt: true,
} as const;

/** A row as ENDPOINT_SELECT reads it. */
type EndpointRow = {
  modelId: string;
  baseUrl: string;
  model: string;
  apiKeyLast4: string | null;
  temperature: number;
  topP: number | null;
  maxTokens: number | null;
  seed: number | null;
  pricePromptPerMTok: number;
  priceCompletionPerMTok: number;
  maxUsdPerRun: number;
  maxRequestsPerRun: number;
  updatedAt: Date;
};

/** `apiKeyLast4` is null when no key is stored, "" for a short key (its hint shows no characters). */
export function toEndpointDto(row: EndpointRow): ModelEndpointDto {
  const { apiKeyLast4, updatedAt, ...rest } = row;
  return {
    ...rest,
    hasApiKey: apiKeyLast4 !== null,
    apiKeyHint: apiKeyLast4 === null ? null : endpointKeyHint(apiKeyLast4),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * 404 unless `modelId` is one of the actor's models. Owners only, admins included: an
 * endpoint's key and spending are its owner's, like the model card (update-model.ts).
 */
export async function assertOwnModel(
  tx: Pick<Tx, "modelEntry">,
  actor: { id: string },
  modelId: string,
): Promise<void> {
  const model = await tx.modelEntry.findFirst({
    where: { id: modelId, ownerId: actor.id },
    select: { id: true },
  });
  if (!model) throw new AppError("NOT_FOUND", "No such model");
}
