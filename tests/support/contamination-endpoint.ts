// The OpenAI-compatible endpoint of the contamination tests: the local fake server (with an
// embedding model, four attempts), switched on and off through env as a deployment sets it.
import { env } from "@/lib/env";
import type { FakeOpenAi } from "./fake-openai";
import { useFakeEndpoint as pointAtFake } from "./llm-fixture";

/** Points env at the fake endpoint, or removes every endpoint. */
export function switchEndpoint(fake: FakeOpenAi, on: boolean, extra: Partial<typeof env> = {}): void {
  if (on) pointAtFake(fake, { OPENAI_EMBEDDING_MODEL: "fake-embed", OPENAI_MAX_ATTEMPTS: 4, ...extra });
  else
    Object.assign(env, {
      OPENAI_BASE_URL: undefined,
      OPENAI_MODEL: undefined,
      OPENAI_EMBEDDING_MODEL: undefined,
    });
}
