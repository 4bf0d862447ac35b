import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { checkOutboundUrl } from "@/lib/outbound/check-outbound-url";
import type { ModelEndpointDto } from "@/lib/schemas/dto/model-endpoint";
import {
  ENDPOINT_SETTINGS,
  saveModelEndpointSchema,
  type SaveModelEndpointInput,
} from "@/lib/schemas/model-endpoint";
import { endpointKeyLast4 } from "@/lib/security/endpoint-key-cipher";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { ENDPOINT_SELECT, assertOwnModel, toEndpointDto } from "./endpoint-rows";
import { sealApiKey } from "./endpoint-secret";

/** What happened to the stored key, as the audit event says it (never the key or its hint). */
type KeyChange = "set" | "replaced" | "kept" | "removed" | "none";

/** The settings compared for the audit event's `changed` list. */
const SETTINGS = ENDPOINT_SETTINGS satisfies readonly (keyof ModelEndpointDto &
  keyof SaveModelEndpointInput)[];

/** 400 naming the outbound rule when the server may not call `baseUrl` (docs/SECURITY.md, "Outbound calls"). */
async function refuseGuardedUrl(baseUrl: string): Promise<void> {
  const refusal = await checkOutboundUrl(baseUrl);
  if (refusal) throw new AppError("BAD_REQUEST", `The base URL is ${refusal}`, { baseUrl: refusal });
}

/** The key columns to write: none when the key is kept (`apiKey` left out). */
function keyColumns(modelId: string, apiKey: string | null | undefined) {
  if (apiKey === undefined) return {};
  if (apiKey === null) return { apiKeyCiphertext: null, apiKeyLast4: null };
  return { apiKeyCiphertext: sealApiKey(modelId, apiKey), apiKeyLast4: endpointKeyLast4(apiKey) };
}

function keyChange(hadKey: boolean, apiKey: string | null | undefined): KeyChange {
  if (apiKey === undefined) return hadKey ? "kept" : "none";
  if (apiKey === null) return hadKey ? "removed" : "none";
  return hadKey ? "replaced" : "set";
}

/**
 * Sets the endpoint of one of the actor's models (404 for anyone else's). Every setting is
 * replaced (a setting left out takes its default) except the API key: left out, the stored
 * key stays; null removes it; a string replaces it, sealed (AES-256-GCM) before it is
 * written. The base URL must pass the outbound guard now (400 naming the rule; every call
 * checks again). The change and its audit event ("model.endpoint.create" or ".update":
 * the settings that changed and what happened to the key, never the key) commit together.
 */
export async function saveModelEndpoint(
  actor: { id: string },
  modelId: string,
  input: unknown,
): Promise<ModelEndpointDto> {
  const e = parseInput(saveModelEndpointSchema, input, "Check the highlighted fields");
  await assertOwnModel(db, actor, modelId);
  await refuseGuardedUrl(e.baseUrl);
  const settings = {
    baseUrl: e.baseUrl,
    model: e.model,
    temperature: e.temperature,
    topP: e.topP,
    maxTokens: e.maxTokens,
    seed: e.seed,
    pricePromptPerMTok: e.pricePromptPerMTok,
    priceCompletionPerMTok: e.priceCompletionPerMTok,
    maxUsdPerRun: e.maxUsdPerRun,
    maxRequestsPerRun: e.maxRequestsPerRun,
  };
  const data = { ...settings, ...keyColumns(modelId, e.apiKey) };
  const row = await db.$transaction(async (tx) => {
    await assertOwnModel(tx, actor, modelId);
    const before = await tx.modelEndpoint.findUnique({ where: { modelId }, select: ENDPOINT_SELECT });
    const after = await tx.modelEndpoint.upsert({
      where: { modelId },
      create: { modelId, ...data },
      update: data,
      select: ENDPOINT_SELECT,
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: before ? "model.endpoint.update" : "model.endpoint.create",
      targetType: "model",
      targetId: modelId,
      detail: {
        baseUrl: after.baseUrl,
        changed: before ? SETTINGS.filter((k) => before[k] !== after[k]) : [...SETTINGS],
        apiKey: keyChange(before?.apiKeyLast4 != null, e.apiKey),
      },
    });
    return after;
  });
  return toEndpointDto(row);
}
