// The OpenAI-compatible endpoint of the contamination tests: the local fake server, switched
// on and off through env as a deployment would set it.
import { env } from "@/lib/env";
import type { FakeOpenAi } from "./fake-openai";

/** Points env at the fake endpoint (with fast retries and prices), or removes every endpoint. */
export function useEndpoint(fake: FakeOpenAi, on: boolean, extra: Partial<typeof env> = {}): void {
  Object.assign(
    env,
    on
      ? {
          OPENAI_BASE_URL: fake.url,
          OPENAI_API_KEY: "test",
          OPENAI_MODEL: "fake-chat",
          OPENAI_EMBEDDING_MODEL: "fake-embed",
          OPENAI_TIMEOUT_MS: 1000,
          OPENAI_RETRY_BASE_MS: 5,
          OPENAI_RPM: 100_000,
          OPENAI_MAX_ATTEMPTS: 4,
          OPENAI_PRICE_INPUT_PER_MTOK: 1,
          OPENAI_PRICE_OUTPUT_PER_MTOK: 2,
          ...extra,
        }
      : { OPENAI_BASE_URL: undefined, OPENAI_MODEL: undefined, OPENAI_EMBEDDING_MODEL: undefined },
  );
}
