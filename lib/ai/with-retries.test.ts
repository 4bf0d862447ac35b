import { APIError } from "openai";
import { beforeEach, describe, expect, it } from "vitest";
import { AiCallError } from "./ai-call-error";
import { rateLimitPauseMs, resetRateLimit, waitForRateLimit } from "./rate-limit";
import { withRetries, type RetryOptions } from "./with-retries";

const fast: RetryOptions = { maxAttempts: 3, rpm: 60_000, timeoutMs: 200, baseDelayMs: 1 };
const httpError = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { error: { message: `scripted ${status}` } }, undefined, new Headers(headers));
/** A request that never answers by itself: it ends only when its signal aborts. */
const hang = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () =>
      reject(new DOMException("This operation was aborted", "AbortError")),
    ),
  );

async function failureOf(promise: Promise<unknown>): Promise<AiCallError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AiCallError)) throw new Error(`expected an AiCallError, got ${String(err)}`);
  return err;
}

describe("withRetries", () => {
  beforeEach(() => resetRateLimit());

  it("retries malformed answers, stalled answers and cut connections until one succeeds", async () => {
    const failures: ((s: AbortSignal) => Promise<never>)[] = [
      async () => {
        throw new SyntaxError("Unexpected end of JSON input");
      },
      hang,
      async () => {
        throw Object.assign(new TypeError("terminated"), { cause: { code: "UND_ERR_SOCKET" } });
      },
    ];
    let calls = 0;
    const value = await withRetries(
      async (signal) => {
        calls++;
        const next = failures.shift();
        return next ? next(signal) : "ok";
      },
      { ...fast, maxAttempts: 4 },
    );
    expect([value, calls]).toEqual(["ok", 4]);
  });

  it("ends a stalled request at its deadline and reports the attempts really made", async () => {
    const started = Date.now();
    const err = await failureOf(withRetries(hang, { ...fast, maxAttempts: 2, timeoutMs: 100 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(err).toMatchObject({ kind: "timeout", attempts: 2 });
    expect(err.summary("extraction")).toBe(
      "extraction failed after 2 attempts: the endpoint did not answer in time (no complete answer within 0.1 s)",
    );
  });

  it("never retries what a retry cannot change, and says so", async () => {
    for (const [error, kind] of [
      [httpError(401), "rejected"],
      [new AiCallError("truncated", "cut off"), "truncated"],
      [new AiCallError("refusal", "no"), "refusal"],
    ] as const) {
      let calls = 0;
      const err = await failureOf(
        withRetries(async () => {
          calls++;
          throw error;
        }, fast),
      );
      expect([calls, err.kind, err.attempts]).toEqual([1, kind, 1]);
      expect(err.summary("extraction")).toMatch(/^extraction failed on the first attempt \(not retried\): /);
    }
    const unauthorized = await failureOf(
      withRetries(async () => {
        throw httpError(401);
      }, fast),
    );
    expect(unauthorized.message).toBe("the endpoint answered HTTP 401 (Unauthorized)");
    expect(unauthorized.isAuthFailure).toBe(true);
  });

  it("waits as long as Retry-After or retry-after-ms asks before the next attempt", async () => {
    for (const headers of [{ "retry-after-ms": "300" }, { "retry-after": "0.3" }] as Record<
      string,
      string
    >[]) {
      const times: number[] = [];
      await withRetries(async () => {
        times.push(Date.now());
        if (times.length === 1) throw httpError(429, headers);
        return "ok";
      }, fast);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(295);
    }
  });

  it("stops at once when the endpoint asks for a longer wait than it may, keeping the hint", async () => {
    let calls = 0;
    const err = await failureOf(
      withRetries(
        async () => {
          calls++;
          throw httpError(503, { "retry-after": "120" });
        },
        { ...fast, maxRetryAfterMs: 50 },
      ),
    );
    expect([calls, err.kind, err.retryAfterMs, err.isTransient]).toEqual([1, "http", 120_000, true]);
    expect(err.summary("extraction")).toBe(
      "extraction failed after 1 attempt: the endpoint answered HTTP 503 (Service Unavailable)",
    );
    // The pause holds for every other call of this process: they end without a request.
    expect(rateLimitPauseMs()).toBeGreaterThan(110_000);
    calls = 0;
    const other = await failureOf(
      withRetries(async () => {
        calls++;
        return "never";
      }, fast),
    );
    expect([calls, other.attempts, other.retryAfterMs! > 110_000]).toEqual([0, 0, true]);
    expect(other.summary("extraction")).toMatch(
      /^extraction was not attempted: the endpoint asked for a pause of 1[12]\d s more \(Retry-After\)$/,
    );
  });

  it("stops with the job's own reason when the job's signal aborts, not with a timeout", async () => {
    const job = new AbortController();
    setTimeout(() => job.abort(new Error("lease lost")), 30);
    await expect(withRetries(hang, { ...fast, timeoutMs: 5000, signal: job.signal })).rejects.toThrow(
      "lease lost",
    );
  });

  it("lets errors that are not the endpoint's through unchanged", async () => {
    await expect(
      withRetries(async () => {
        throw new RangeError("a bug");
      }, fast),
    ).rejects.toBeInstanceOf(RangeError);
  });
});

describe("waitForRateLimit", () => {
  it("spaces requests evenly at the configured rate", async () => {
    const start = Date.now();
    for (let i = 0; i < 4; i++) await waitForRateLimit(1200); // one per 50 ms
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
  });
});
