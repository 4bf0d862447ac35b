// Evidence extraction: one article in, statements within the schema's limits out.
import "server-only";
import { zodResponseFormat } from "openai/helpers/zod";
import { getAiClient } from "../client";
import { AiCallError } from "../ai-call-error";
import type { CallOptions } from "../call-options";
import { chargeMeter, chatCostUsd } from "../cost";
import { readStructuredAnswer } from "../read-structured-answer";
import type { AiSettings } from "../settings";
import { withRetries } from "../with-retries";
import { EXTRACT_SYSTEM_PROMPT, extractUserPrompt } from "./prompt";
import { applyEvidenceLimits, extractedEvidenceSchema } from "./schema";

/** Built once: the JSON Schema sent with every request, and its parser (the same zod schema). */
const responseFormat = zodResponseFormat(extractedEvidenceSchema, "evidence");

export interface Extraction {
  statements: string[];
  /** What `applyEvidenceLimits` changed (blank statements dropped, long ones cut). */
  notes: string[];
}

/**
 * Asks the chat model for the article's evidence statements with strict structured
 * output (`zodResponseFormat`), reads the answer with the SDK's parser and the same zod
 * schema (`readStructuredAnswer`), then applies the limits leniently. Retries what can
 * change on a retry (`withRetries`); throws AiCallError with the attempts made.
 */
export async function extractEvidence(
  settings: AiSettings,
  article: string,
  options: CallOptions = {},
): Promise<Extraction> {
  const model = settings.chatModel;
  if (!model) throw new AiCallError("rejected", "no chat model is configured (OPENAI_MODEL)");
  const client = getAiClient(settings);
  const params = {
    model,
    temperature: 0,
    messages: [
      { role: "system" as const, content: EXTRACT_SYSTEM_PROMPT },
      { role: "user" as const, content: extractUserPrompt(article) },
    ],
    response_format: responseFormat,
  };
  const answer = await withRetries(
    async (signal) => {
      const completion = await client.chat.completions.create(params, { signal });
      chargeMeter(options.meter, chatCostUsd(completion.usage));
      return readStructuredAnswer(completion, params);
    },
    {
      maxAttempts: settings.maxAttempts,
      rpm: settings.rpm,
      timeoutMs: settings.timeoutMs,
      baseDelayMs: settings.retryBaseMs,
      signal: options.signal,
    },
  );
  return applyEvidenceLimits(answer.statements);
}
