// "Test connection": one tiny chat request to an endpoint a user typed, its answer or its error.
import "server-only";
import { getAiClient } from "../client";
import { AiCallError } from "../ai-call-error";
import { createCallSignal } from "../call-signal";
import { toAiCallError } from "../to-ai-call-error";

const TEST_PROMPT = "Reply with the single word OK.";
/** Completion tokens the test asks for at most (less when the endpoint's own limit is lower). */
const TEST_MAX_TOKENS = 16;
/** How much of the answer is shown. */
const ANSWER_CHARS = 300;

export interface ChatEndpointTarget {
  baseURL: string;
  /** The stored key, opened; null when the endpoint has none. */
  apiKey: string | null;
  model: string;
  temperature: number;
  topP: number | null;
  maxTokens: number | null;
  seed: number | null;
  timeoutMs: number;
}

export type ChatTestResult =
  | {
      ok: true;
      answer: string;
      latencyMs: number;
      promptTokens: number | null;
      completionTokens: number | null;
    }
  | { ok: false; error: AiCallError; latencyMs: number };

/**
 * Sends TEST_PROMPT once, with the endpoint's own sampling settings, through the outbound
 * guard (checked and pinned, no redirects, answers capped). Not retried and outside the
 * process's rate limit and Retry-After pause, which belong to the operator's endpoint: the
 * owner sees what this one request got. A failure is worded by `toAiCallError` (the status and
 * its standard reason, never the error body). Without a key no Authorization header is sent.
 */
export async function testChatEndpoint(target: ChatEndpointTarget): Promise<ChatTestResult> {
  const client = getAiClient({
    baseURL: target.baseURL,
    // The SDK needs some key to start; without one the request drops the header below.
    apiKey: target.apiKey ?? "not-needed",
    timeoutMs: target.timeoutMs,
    isGuarded: true,
  });
  const started = Date.now();
  const request = createCallSignal(undefined, target.timeoutMs);
  try {
    const completion = await client.chat.completions.create(
      {
        model: target.model,
        messages: [{ role: "user", content: TEST_PROMPT }],
        temperature: target.temperature,
        ...(target.topP === null ? {} : { top_p: target.topP }),
        ...(target.seed === null ? {} : { seed: target.seed }),
        max_tokens: Math.min(target.maxTokens ?? TEST_MAX_TOKENS, TEST_MAX_TOKENS),
      },
      { signal: request.signal, ...(target.apiKey === null ? { headers: { authorization: null } } : {}) },
    );
    const choice = completion.choices?.[0];
    const text = choice?.message?.content ?? choice?.message?.refusal ?? null;
    if (!choice || text === null)
      throw new AiCallError("empty", "the endpoint answered with no message (no choices or no content)");
    return {
      ok: true,
      answer: text.slice(0, ANSWER_CHARS),
      latencyMs: Date.now() - started,
      promptTokens: completion.usage?.prompt_tokens ?? null,
      completionTokens: completion.usage?.completion_tokens ?? null,
    };
  } catch (err) {
    const error = toAiCallError(err, { isTimedOut: request.isTimedOut, timeoutMs: target.timeoutMs });
    if (!error) throw err;
    return { ok: false, error, latencyMs: Date.now() - started };
  } finally {
    request.dispose();
  }
}
