// Retries an endpoint call with exponential backoff under the rate limit.
import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { computeBackoffMs } from "@/lib/jobs/compute-backoff";
import { AiCallError } from "./ai-call-error";
import { waitForRateLimit } from "./rate-limit";

export interface RetryOptions {
  maxAttempts: number;
  rpm: number;
  signal?: AbortSignal;
  /** Delay after the first failure, in milliseconds, doubled per attempt (with jitter). */
  baseDelayMs?: number;
}

/** Maps an openai client error (or our own) onto a failure kind. */
function toAiCallError(err: unknown): AiCallError {
  if (err instanceof AiCallError) return err;
  if (err instanceof APIConnectionTimeoutError) return new AiCallError("timeout", "the endpoint did not answer in time");
  if (err instanceof APIUserAbortError) throw err;
  if (err instanceof APIConnectionError) return new AiCallError("http", `could not reach the endpoint: ${err.message}`);
  if (err instanceof APIError) {
    const status = err.status ?? 0;
    const isTransient = status === 408 || status === 429 || status >= 500 || status === 0;
    return new AiCallError(isTransient ? "http" : "refused", `the endpoint answered HTTP ${status}: ${err.message}`);
  }
  if (err instanceof SyntaxError) return new AiCallError("malformed", `the endpoint's answer is not valid JSON: ${err.message}`);
  throw err;
}

/**
 * Runs `call` until it succeeds, at most `maxAttempts` times, each attempt after the rate
 * limit allows it; "refused" is not retried. Throws the last AiCallError, with the number
 * of attempts made. Aborting `signal` stops at once.
 */
export async function withRetries<T>(call: (signal?: AbortSignal) => Promise<T>, options: RetryOptions): Promise<T> {
  const { maxAttempts, rpm, signal, baseDelayMs = 500 } = options;
  let last: AiCallError | null = null;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    signal?.throwIfAborted();
    await waitForRateLimit(rpm, signal);
    try {
      return await call(signal);
    } catch (err) {
      signal?.throwIfAborted();
      last = toAiCallError(err);
      if (last.kind === "refused") break;
      if (attempt < maxAttempts) await sleep(computeBackoffMs(attempt, { baseMs: baseDelayMs, maxMs: 30_000 }), undefined, { signal });
    }
  }
  const error = last ?? new AiCallError("http", "no attempt was made");
  throw new AiCallError(error.kind, error.message, maxAttempts);
}
