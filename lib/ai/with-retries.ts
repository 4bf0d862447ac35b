// Runs one endpoint request with a deadline per attempt, retries with backoff, under the rate limit.
import "server-only";
import { computeBackoffMs } from "@/lib/jobs/compute-backoff";
import { AiCallError } from "./ai-call-error";
import { createCallSignal } from "./call-signal";
import { deferRateLimit, pause, rateLimitPauseMs, waitForRateLimit } from "./rate-limit";
import { toAiCallError } from "./to-ai-call-error";

/**
 * Who decides when a request may go out: by default this process's rate limit for the
 * operator's endpoint (`lib/ai/rate-limit.ts`); evaluations pass one per model endpoint.
 */
export interface RequestGate {
  /** Waits until the next request may be sent. */
  wait: (signal?: AbortSignal) => Promise<void>;
  /** The endpoint asked for a pause (Retry-After) of `ms`. */
  defer: (ms: number) => void;
  /** Milliseconds left of that pause. */
  pausedMs: () => number;
}

export interface RetryOptions {
  maxAttempts: number;
  rpm: number;
  /** Replaces the process-wide rate limit at `rpm` (which is then unused). */
  gate?: RequestGate;
  /** Deadline of each attempt, response body included, in milliseconds. */
  timeoutMs: number;
  /** The job's signal: aborting it ends the call at once with its reason (not an AiCallError). */
  signal?: AbortSignal;
  /** Delay after the first failure, in milliseconds, doubled per attempt (with jitter). */
  baseDelayMs?: number;
  /**
   * The longest Retry-After honoured by waiting; a longer one ends the call, and calls made
   * during that pause end without a request (the job retries after it).
   */
  maxRetryAfterMs?: number;
}

const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Runs `call` until it succeeds, at most `maxAttempts` times. Each attempt waits for the
 * rate limit, then gets a signal that ends it after `timeoutMs` (`createCallSignal`), so a
 * stalled answer becomes a "timeout" like any other. Failures that asking again cannot
 * change (`AiCallError.isRetryable` false) end at once. Between attempts it waits the
 * endpoint's Retry-After (holding back this process's other requests too) or exponential
 * backoff with jitter. Throws the last AiCallError with the number of attempts made.
 */
export async function withRetries<T>(
  call: (signal: AbortSignal) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const {
    maxAttempts,
    rpm,
    timeoutMs,
    signal,
    baseDelayMs = 500,
    maxRetryAfterMs = MAX_RETRY_AFTER_MS,
  } = options;
  const gate: RequestGate = options.gate ?? {
    wait: (s) => waitForRateLimit(rpm, s),
    defer: deferRateLimit,
    pausedMs: rateLimitPauseMs,
  };
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const paused = gate.pausedMs();
    if (paused > maxRetryAfterMs) {
      throw new AiCallError(
        "http",
        `the endpoint asked for a pause of ${Math.ceil(paused / 1000)} s more (Retry-After)`,
        { attempts: attempt - 1, retryAfterMs: paused },
      );
    }
    await gate.wait(signal);
    const request = createCallSignal(signal, timeoutMs);
    let failure: AiCallError;
    try {
      return await call(request.signal);
    } catch (err) {
      signal?.throwIfAborted();
      const mapped = toAiCallError(err, { isTimedOut: request.isTimedOut, timeoutMs });
      if (!mapped) throw err;
      failure = mapped.withAttempts(attempt);
    } finally {
      request.dispose();
    }
    const retryAfter = failure.retryAfterMs;
    if (retryAfter !== null) gate.defer(retryAfter);
    if (!failure.isRetryable || attempt >= maxAttempts) throw failure;
    if (retryAfter !== null && retryAfter > maxRetryAfterMs) throw failure;
    const backoff = computeBackoffMs(attempt, { baseMs: baseDelayMs, maxMs: 30_000 });
    // Retry-After is a floor; the jitter on top keeps parallel claims from retrying in step.
    const delay =
      retryAfter === null
        ? backoff
        : retryAfter + Math.round(Math.random() * Math.min(1000, retryAfter * 0.1 + 100));
    await pause(delay, signal);
  }
}
