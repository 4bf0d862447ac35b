import { zodResponseFormat } from "openai/helpers/zod";
import type { ChatCompletion } from "openai/resources/chat/completions";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { extractedEvidenceSchema } from "./extract-evidence/schema";
import { readStructuredAnswer, stripCodeFence } from "./read-structured-answer";

const params = {
  model: "m",
  messages: [],
  response_format: zodResponseFormat(extractedEvidenceSchema, "evidence"),
};
const completion = (
  choice: Partial<ChatCompletion.Choice> | null,
  usage = { prompt_tokens: 10, completion_tokens: 4096, total_tokens: 4106 },
): ChatCompletion => ({
  id: "c",
  object: "chat.completion",
  created: 0,
  model: "m",
  usage,
  choices: choice
    ? [
        {
          index: 0,
          finish_reason: "stop",
          logprobs: null,
          message: { role: "assistant", content: null, refusal: null },
          ...choice,
        },
      ]
    : [],
});
const answer = (content: string | null, extra: Partial<ChatCompletion.Choice> = {}) =>
  completion({ message: { role: "assistant", content, refusal: null }, ...extra });
const read = (c: ChatCompletion) => readStructuredAnswer(c, params);

describe("readStructuredAnswer", () => {
  it("parses the answer with the schema it was asked with, also inside a code fence", () => {
    expect(read(answer('{"statements": ["A.", "B."]}'))).toEqual({ statements: ["A.", "B."] });
    expect(read(answer('```json\n{"statements": ["A."]}\n```'))).toEqual({ statements: ["A."] });
    expect(read(answer('```\n{"statements": []}\n```\n'))).toEqual({ statements: [] });
  });

  it("names each way an answer can be unusable", () => {
    expect(() => read(completion(null))).toThrow(
      expect.objectContaining({ kind: "empty", message: "the answer has no choices" }),
    );
    expect(() => read(answer(null))).toThrow(expect.objectContaining({ kind: "empty" }));
    expect(() => read(answer('{"statements": ["A', { finish_reason: "length" }))).toThrow(
      expect.objectContaining({
        kind: "truncated",
        message: "the answer was cut off at the token limit (4096 completion tokens)",
      }),
    );
    expect(() => read(answer(null, { finish_reason: "content_filter" }))).toThrow(
      expect.objectContaining({ kind: "refusal" }),
    );
    expect(() =>
      read(
        completion({ message: { role: "assistant", content: null, refusal: "I cannot help with that." } }),
      ),
    ).toThrow(
      expect.objectContaining({ kind: "refusal", message: "the model refused: I cannot help with that." }),
    );
    expect(() => read(answer('{"statements": ["unterminated'))).toThrow(SyntaxError);
    expect(() => read(answer('{"evidence": "not a list"}'))).toThrow(ZodError);
  });
});

describe("stripCodeFence", () => {
  it("unwraps one fenced block and leaves anything else alone", () => {
    expect(stripCodeFence('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(stripCodeFence('  ```JSON\r\n{"a":1}\r\n```  ')).toBe('{"a":1}');
    expect(stripCodeFence('{"a":"```"}')).toBe('{"a":"```"}');
  });
});
