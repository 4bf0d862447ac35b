// Reads a chat completion that was asked for structured output (zodResponseFormat).
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
} from "openai/resources/chat/completions";
import { parseChatCompletion, type AutoParseableResponseFormat } from "openai/lib/parser";
import { AiCallError } from "./ai-call-error";

/** ```json … ``` around the answer, which some OpenAI-compatible servers add despite the schema. */
const FENCED = /^\s*```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n?[ \t]*```\s*$/;

export function stripCodeFence(content: string): string {
  return FENCED.exec(content)?.[1] ?? content;
}

/**
 * The parsed answer of `completion`, through the SDK's own `parseChatCompletion` (what
 * `chat.completions.parse` runs) and the zod schema inside `params.response_format`.
 * Checked first, each with its own failure kind: no choices or content ("empty"), cut
 * off at the token limit ("truncated"), refused or filtered ("refusal"). JSON wrapped in a
 * code fence is unwrapped. Invalid JSON throws SyntaxError and an off-schema answer
 * ZodError, which `withRetries` maps to "malformed" and "schema".
 *
 * Why not `chat.completions.parse` itself: it throws on finish_reason "length" and on
 * invalid content before handing back the completion, so the usage of those answers,
 * which are billed, could not be recorded. The caller calls `create` with the same
 * params, records the cost, then calls this.
 */
export function readStructuredAnswer<T>(
  completion: ChatCompletion,
  params: ChatCompletionCreateParamsNonStreaming & { response_format: AutoParseableResponseFormat<T> },
): T {
  const choice = completion.choices?.[0];
  if (!choice) throw new AiCallError("empty", "the answer has no choices");
  if (choice.finish_reason === "length") {
    const tokens = completion.usage?.completion_tokens;
    throw new AiCallError(
      "truncated",
      `the answer was cut off at the token limit${tokens ? ` (${tokens} completion tokens)` : ""}`,
    );
  }
  if (choice.finish_reason === "content_filter")
    throw new AiCallError("refusal", "the endpoint's content filter stopped the answer");
  const refusal = choice.message?.refusal;
  if (refusal) throw new AiCallError("refusal", `the model refused: ${refusal.slice(0, 300)}`);
  const content = choice.message?.content;
  if (typeof content !== "string" || !content.trim())
    throw new AiCallError("empty", "the answer has no message content");
  const unfenced = {
    ...completion,
    choices: [{ ...choice, message: { ...choice.message, content: stripCodeFence(content) } }],
  };
  const parsed = parseChatCompletion(unfenced, params).choices[0]?.message.parsed;
  if (parsed === undefined || parsed === null)
    throw new AiCallError("empty", "the answer has no message content");
  return parsed as T;
}
