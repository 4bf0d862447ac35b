// A model endpoint's test fixtures: the canary keys, a model of the owner's, the settings a
// test saves (pointing at the fake OpenAI-compatible server) and the endpoint's audit events.
import { db } from "@/lib/db";
import { createModel } from "@/lib/server/models/create-model";
import type { DbUser } from "./access-fixtures";
import type { FakeOpenAi } from "./fake-openai";

export const API_KEY = "sk-canary-3f9c1e7a5b2d4c6e8a0b1c2dKEY9";
export const OTHER_KEY = "sk-canary-second-7d1e2f3a4b5c6d7e8f90ABCD";

export async function newModel(owner: DbUser, name = "endpoint-model"): Promise<string> {
  const m = await createModel(owner, {
    name,
    organisation: "Lab",
    openWeights: false,
    declaredCutoff: "2024-06-30",
    cutoffSource: "model card",
    regime: "closed_book",
    links: [],
  });
  return m.id;
}

/** Every setting, with the canary key, at the fake server; `extra` overrides. */
export const endpointBody = (fake: FakeOpenAi, extra: Record<string, unknown> = {}) => ({
  baseUrl: `${fake.url}/`,
  model: "fake-chat-1",
  apiKey: API_KEY,
  temperature: 0.2,
  topP: 0.9,
  maxTokens: 512,
  seed: 42,
  pricePromptPerMTok: 3,
  priceCompletionPerMTok: 15,
  maxUsdPerRun: 2.5,
  maxRequestsPerRun: 1000,
  ...extra,
});

export const auditOf = (modelId: string) =>
  db.auditEvent.findMany({
    where: { targetType: "model", targetId: modelId, action: { startsWith: "model.endpoint." } },
    orderBy: { createdAt: "asc" },
    select: { action: true, detailJson: true, actorId: true },
  });
