import { describe, expect, it } from "vitest";
import { AiCallError } from "./ai-call-error";
import { waitForRateLimit } from "./rate-limit";
import { withRetries } from "./with-retries";

describe("withRetries", () => {
  it("retries malformed answers and timeouts until one succeeds", async () => {
    const failures = [new SyntaxError("Unexpected end of JSON input"), new AiCallError("timeout", "slow")];
    let calls = 0;
    const value = await withRetries(async () => {
      calls++;
      const next = failures.shift();
      if (next) throw next;
      return "ok";
    }, { maxAttempts: 3, rpm: 60_000, baseDelayMs: 1 });
    expect([value, calls]).toEqual(["ok", 3]);
  });

  it("gives up after maxAttempts with the last failure kind, and never retries a refusal", async () => {
    let calls = 0;
    await expect(withRetries(async () => { calls++; throw new AiCallError("schema", "bad shape"); }, { maxAttempts: 2, rpm: 60_000, baseDelayMs: 1 })).rejects.toMatchObject({ kind: "schema", attempts: 2 });
    expect(calls).toBe(2);
    calls = 0;
    await expect(withRetries(async () => { calls++; throw new AiCallError("refused", "401"); }, { maxAttempts: 4, rpm: 60_000, baseDelayMs: 1 })).rejects.toMatchObject({ kind: "refused" });
    expect(calls).toBe(1);
  });
});

describe("waitForRateLimit", () => {
  it("spaces requests evenly at the configured rate", async () => {
    const start = Date.now();
    for (let i = 0; i < 4; i++) await waitForRateLimit(1200); // one per 50 ms
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
  });
});
