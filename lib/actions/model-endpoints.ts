"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { formatUsd } from "@/lib/format";
import { deleteModelEndpoint } from "@/lib/server/model-endpoints/delete-model-endpoint";
import { saveModelEndpoint } from "@/lib/server/model-endpoints/save-model-endpoint";
import { testModelEndpoint } from "@/lib/server/model-endpoints/test-model-endpoint";
import { ENDPOINT_SETTINGS } from "@/lib/schemas/model-endpoint";

/**
 * The endpoint form as the shared schema reads it. The key field is blank unless the owner
 * types a new key: blank keeps the stored one, "Remove the stored key" sends null.
 */
function endpointInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = Object.fromEntries(
    ENDPOINT_SETTINGS.map((k) => [k, form.get(k) ?? ""]),
  );
  const apiKey = form.get("apiKey");
  if (form.get("removeApiKey") === "on") input["apiKey"] = null;
  else if (typeof apiKey === "string" && apiKey.trim() !== "") input["apiKey"] = apiKey;
  return input;
}

/** Bound to a model id on the model page: `saveModelEndpointAction.bind(null, id)`. */
export const saveModelEndpointAction = guardAction(
  "user",
  async (user, modelId: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const endpoint = await saveModelEndpoint(user, modelId, endpointInput(form));
    revalidatePath(`/models/${modelId}`);
    return { ok: true, message: `Saved the endpoint (${endpoint.model} at ${endpoint.baseUrl})` };
  },
);

export const deleteModelEndpointAction = guardAction(
  "user",
  async (user, modelId: string, _prev: ActionState, _form: FormData): Promise<ActionState> => {
    await deleteModelEndpoint(user, modelId);
    revalidatePath(`/models/${modelId}`);
    return { ok: true, message: "Removed the endpoint and its key" };
  },
);

/** "Test connection": the answer, or the error as status and reason (never the endpoint's body). */
export const testModelEndpointAction = guardAction(
  "user",
  async (user, modelId: string, _prev: ActionState, _form: FormData): Promise<ActionState> => {
    const r = await testModelEndpoint(user, modelId);
    if (!r.ok) return { formError: `The test failed: ${r.error ?? "no answer"}` };
    const tokens =
      r.promptTokens === null
        ? ""
        : `, ${r.promptTokens} prompt + ${r.completionTokens ?? 0} completion tokens`;
    return {
      ok: true,
      message: `The endpoint answered in ${r.latencyMs} ms${tokens}, ${formatUsd(r.costUsd)}: “${r.answer ?? ""}”`,
    };
  },
);
