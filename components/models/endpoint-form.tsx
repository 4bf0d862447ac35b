"use client";
import { useActionState, type ComponentProps } from "react";
import type { ActionState } from "@/lib/auth/guard-action";
import type { ModelEndpointDto } from "@/lib/schemas/dto/model-endpoint";
import { DEFAULT_MAX_REQUESTS_PER_RUN, DEFAULT_MAX_USD_PER_RUN } from "@/lib/schemas/model-endpoint";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";

type Setting = Exclude<keyof ModelEndpointDto, "modelId" | "hasApiKey" | "apiKeyHint" | "updatedAt">;

/** The settings' inputs in order, each named as the DTO field it edits. */
const SETTINGS = [
  {
    name: "baseUrl",
    label: "Base URL",
    required: true,
    maxLength: 500,
    placeholder: "https://api.example.org/v1",
    hint: "OpenAI-compatible; requests go to <base URL>/chat/completions",
  },
  { name: "model", label: "Model name", required: true, maxLength: 200, hint: "As the endpoint names it" },
  { name: "temperature", label: "Temperature", inputMode: "decimal", hint: "0 to 2; blank means 0" },
  { name: "topP", label: "top_p (optional)", inputMode: "decimal", hint: "Above 0, at most 1" },
  { name: "maxTokens", label: "max_tokens (optional)", inputMode: "numeric" },
  { name: "seed", label: "Seed (optional)", inputMode: "numeric" },
  { name: "pricePromptPerMTok", label: "Prompt price (USD per million tokens)", inputMode: "decimal" },
  {
    name: "priceCompletionPerMTok",
    label: "Completion price (USD per million tokens)",
    inputMode: "decimal",
  },
  {
    name: "maxUsdPerRun",
    label: "Spending limit per evaluation (USD)",
    inputMode: "decimal",
    hint: `Blank means ${DEFAULT_MAX_USD_PER_RUN}`,
  },
  {
    name: "maxRequestsPerRun",
    label: "Request limit per evaluation",
    inputMode: "numeric",
    hint: `Blank means ${DEFAULT_MAX_REQUESTS_PER_RUN.toLocaleString("en")}`,
  },
] as const satisfies readonly (ComponentProps<typeof Field> & { name: Setting })[];

type Props = {
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
  /** The stored endpoint, without its key; null before one is set. */
  endpoint: ModelEndpointDto | null;
};

/**
 * Sets a model's endpoint. The key field always starts blank: the stored key is shown only
 * as its hint, blank keeps it, and the form clears it after each save.
 */
export function EndpointForm({ action, endpoint }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.fieldErrors ?? {};
  const keyHint = endpoint?.apiKeyHint
    ? `Stored: ${endpoint.apiKeyHint}. Leave blank to keep it.`
    : "Optional: many local servers need none.";
  return (
    <ActionForm
      action={formAction}
      resetOn={state.ok ? state : null}
      className="space-y-3"
      aria-label="Endpoint"
    >
      {state.ok && state.message && <Notice tone="ok">{state.message}</Notice>}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <div className="grid gap-3 sm:grid-cols-2">
        {SETTINGS.map(({ name, ...field }) => (
          <Field key={name} name={name} defaultValue={endpoint?.[name] ?? ""} error={e[name]} {...field} />
        ))}
        <Field
          name="apiKey"
          label="API key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={endpoint?.apiKeyHint ?? ""}
          hint={keyHint}
          error={e.apiKey}
        />
      </div>
      {endpoint?.hasApiKey && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="removeApiKey" /> Remove the stored key
        </label>
      )}
      <p className="text-xs text-gray-600">
        The key is stored encrypted, sent only to this endpoint, and never shown again.
      </p>
      <Button type="submit" disabled={pending}>
        {endpoint ? "Save endpoint" : "Set endpoint"}
      </Button>
    </ActionForm>
  );
}
