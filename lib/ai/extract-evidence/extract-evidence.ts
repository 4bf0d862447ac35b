// Evidence extraction: one article in, validated statements out.
import "server-only";
import { getAiClient } from "../client";
import { AiCallError } from "../ai-call-error";
import { chatCostUsd } from "../cost";
import type { AiSettings } from "../settings";
import { withRetries } from "../with-retries";
import { EXTRACT_SYSTEM_PROMPT, extractUserPrompt } from "./prompt";
import { extractedEvidenceJsonSchema, extractedEvidenceSchema } from "./schema";

export interface Extraction {
  statements: string[];
  /** USD, summed over every attempt that the endpoint answered. */
  costUsd: number;
}

/**
 * Asks the chat model for the article's evidence statements with strict structured
 * output, and validates the answer with zod; timeouts, HTTP errors, non-JSON and
 * off-schema answers are retried with backoff (`withRetries`). Throws AiCallError.
 */
export async function extractEvidence(settings: AiSettings, article: string, signal?: AbortSignal): Promise<Extraction> {
  const model = settings.chatModel;
  if (!model) throw new AiCallError("refused", "no chat model is configured (OPENAI_MODEL)");
  const client = getAiClient(settings);
  let costUsd = 0;
  const statements = await withRetries(
    async (callSignal) => {
      const completion = await client.chat.completions.create(
        {
          model,
          temperature: 0,
          messages: [
            { role: "system", content: EXTRACT_SYSTEM_PROMPT },
            { role: "user", content: extractUserPrompt(article) },
          ],
          response_format: { type: "json_schema", json_schema: { name: "evidence", strict: true, schema: extractedEvidenceJsonSchema } },
        },
        { signal: callSignal },
      );
      costUsd += chatCostUsd(completion.usage);
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new AiCallError("malformed", "the answer has no message content");
      const parsed = extractedEvidenceSchema.safeParse(JSON.parse(content));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AiCallError("schema", `the answer does not match the schema at ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
      }
      return parsed.data.statements;
    },
    { maxAttempts: settings.maxAttempts, rpm: settings.rpm, baseDelayMs: settings.retryBaseMs, signal },
  );
  return { statements, costUsd };
}
