import { describe, expect, it } from "vitest";
import { describeJobError } from "./describe-job-error";

const runAt = new Date("2025-03-01T14:05:10Z");

describe("describeJobError", () => {
  it("says what happens next from the job row, not from the message", () => {
    const lastError = "RetryLaterError: the LLM endpoint failed for 8 claims in a row";
    expect(describeJobError({ status: "queued", lastError, attempts: 2, maxAttempts: 8, runAt })).toBe(
      "the LLM endpoint failed for 8 claims in a row (attempt 2 of 8; retrying after 14:05:10 UTC)",
    );
    expect(describeJobError({ status: "failed", lastError, attempts: 8, maxAttempts: 8, runAt })).toBe(
      "the LLM endpoint failed for 8 claims in a row (gave up after 8 attempts)",
    );
    expect(
      describeJobError({
        status: "failed",
        lastError: "PermanentJobError: HTTP 401",
        attempts: 1,
        maxAttempts: 8,
        runAt,
      }),
    ).toBe("HTTP 401 (not retried)");
    expect(describeJobError({ status: "running", lastError, attempts: 3, maxAttempts: 8, runAt })).toMatch(
      /\(attempt 2 of 8 failed; attempt 3 is running\)$/,
    );
  });

  it("is null without an error or once the job is done", () => {
    expect(
      describeJobError({ status: "queued", lastError: null, attempts: 0, maxAttempts: 8, runAt }),
    ).toBeNull();
    expect(
      describeJobError({ status: "done", lastError: "Error: x", attempts: 2, maxAttempts: 8, runAt }),
    ).toBeNull();
  });
});
