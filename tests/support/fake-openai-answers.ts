// What the fake OpenAI server (fake-openai.ts) answers: the token usage it bills, the
// statements and embeddings it derives deterministically, and the chat and embedding bodies
// for each scripted behaviour.
import { createHash } from "node:crypto";
import type { Behaviour } from "./fake-openai";

/** Token usage billed per chat answer, by behaviour ("ok" when not listed). */
export const CHAT_USAGE: Partial<Record<Behaviour, { prompt_tokens: number; completion_tokens: number }>> & {
  ok: { prompt_tokens: number; completion_tokens: number };
} = {
  ok: { prompt_tokens: 100, completion_tokens: 20 },
  length: { prompt_tokens: 100, completion_tokens: 4096 },
  refusal: { prompt_tokens: 100, completion_tokens: 12 },
  empty: { prompt_tokens: 100, completion_tokens: 0 },
};

/** The statements the fake extracts from an article: its sentences, trimmed. */
function fakeStatementsOf(article: string): string[] {
  return article
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A deterministic 16-dimensional bag-of-words vector, so equal wording gives cosine 1. */
function fakeEmbeddingOf(text: string): number[] {
  const v = new Array<number>(16).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const h = createHash("md5").update(word).digest();
    v[h[0]! % 16]! += 1;
  }
  return v;
}

export function chatAnswer(
  behaviour: Behaviour,
  model: unknown,
  article: string,
  text: string | null,
): unknown {
  const statements = fakeStatementsOf(article);
  const usage = CHAT_USAGE[behaviour] ?? CHAT_USAGE.ok;
  const message = (content: string | null, refusal: string | null = null) => ({
    role: "assistant",
    content,
    refusal,
  });
  const completion = (choices: unknown[]) => ({
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 0,
    model,
    choices,
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  });
  const choice = (finish_reason: string, msg: unknown) => ({
    index: 0,
    finish_reason,
    logprobs: null,
    message: msg,
  });
  switch (behaviour) {
    case "empty":
      return completion([]);
    case "length":
      return completion([
        choice("length", message(`{"statements": ["${statements[0] ?? ""} and then it went on and`)),
      ]);
    case "refusal":
      return completion([choice("stop", message(null, "I can't help with that."))]);
    case "malformed":
      return completion([choice("stop", message('{"statements": ["unterminated'))]);
    case "off-schema":
      return completion([choice("stop", message(JSON.stringify({ evidence: "not a list" })))]);
    case "fenced":
      return completion([choice("stop", message(`\`\`\`json\n${JSON.stringify({ statements })}\n\`\`\``))]);
    case "over-limits":
      return completion([
        choice(
          "stop",
          message(
            JSON.stringify({
              statements: [
                "   ",
                ...statements,
                "y".repeat(2500),
                ...Array.from({ length: 55 }, (_, i) => `Filler statement ${i}.`),
              ],
            }),
          ),
        ),
      ]);
    default:
      return completion([choice("stop", message(text ?? JSON.stringify({ statements })))]);
  }
}

export function embeddingAnswer(
  behaviour: Behaviour,
  model: unknown,
  input: string[],
  vectorOf: ((model: string, text: string) => number[]) | null,
): unknown {
  if (behaviour === "malformed") return "{not json";
  const embed = (t: string) => (vectorOf ? vectorOf(String(model), t) : fakeEmbeddingOf(t));
  const data =
    behaviour === "empty"
      ? []
      : input.map((t, index) => ({ object: "embedding", index, embedding: embed(t) }));
  // Floats as plain arrays: the client asks for encoding_format "float".
  return {
    object: "list",
    model,
    data,
    usage: { prompt_tokens: input.length * 10, total_tokens: input.length * 10 },
  };
}
