// "Test connection": one tiny chat request to an endpoint a user typed, its answer or its error.
import "server-only";
import { AiCallError } from "../ai-call-error";
import { sendChatRequest, withoutApiKey, type ChatEndpointSettings } from "../chat-endpoint-request";
import { createCallSignal } from "../call-signal";
import { toAiCallError } from "../to-ai-call-error";

const TEST_PROMPT = "Reply with the single word OK.";
/** Completion tokens the test asks for at most (less when the endpoint's own limit is lower). */
const TEST_MAX_TOKENS = 16;
/** How much of the answer is shown. */
const ANSWER_CHARS = 300;

interface ChatEndpointTarget extends ChatEndpointSettings {
  timeoutMs: number;
}

type ChatTestResult =
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
 * its standard reason, never the error body). Without a key no Authorization header is sent;
 * an answer that quotes the key is shown without it.
 */
export async function testChatEndpoint(target: ChatEndpointTarget): Promise<ChatTestResult> {
  const started = Date.now();
  const request = createCallSignal(undefined, target.timeoutMs);
  try {
    const completion = await sendChatRequest(target, TEST_PROMPT, {
      signal: request.signal,
      timeoutMs: target.timeoutMs,
      maxTokens: Math.min(target.maxTokens ?? TEST_MAX_TOKENS, TEST_MAX_TOKENS),
    });
    const choice = completion.choices?.[0];
    const text = choice?.message?.content ?? choice?.message?.refusal ?? null;
    if (!choice || text === null)
      throw new AiCallError("empty", "the endpoint answered with no message (no choices or no content)");
    return {
      ok: true,
      answer: withoutApiKey(text, target.apiKey).slice(0, ANSWER_CHARS),
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
