import { APIConnectionError, APIError } from "openai";
import { describe, expect, it } from "vitest";
import { OutboundRefusal } from "@/lib/outbound/outbound-refusal";
import { toAiCallError } from "./to-ai-call-error";

const request = { isTimedOut: false, timeoutMs: 1000 };
const SECRET = "internal-admin-token-7f3a";

describe("toAiCallError", () => {
  it("reports an error status with its standard reason, never the endpoint's error body", () => {
    const cases = [
      [401, "rejected", "the endpoint answered HTTP 401 (Unauthorized)"],
      [404, "rejected", "the endpoint answered HTTP 404 (Not Found)"],
      [429, "http", "the endpoint answered HTTP 429 (Too Many Requests)"],
      [500, "http", "the endpoint answered HTTP 500 (Internal Server Error)"],
      [599, "http", "the endpoint answered HTTP 599 (error)"],
    ] as const;
    for (const [status, kind, message] of cases) {
      const body = { error: { message: `${SECRET} at http://10.0.0.3/admin` } };
      const err = toAiCallError(APIError.generate(status, body, undefined, new Headers()), request);
      expect(err).toMatchObject({ kind, status, message });
      expect(err?.message).not.toContain(SECRET);
    }
  });

  it("keeps the endpoint's Retry-After on a 429", () => {
    const err = toAiCallError(
      APIError.generate(429, undefined, "slow down", new Headers({ "retry-after": "2" })),
      request,
    );
    expect(err).toMatchObject({ kind: "http", retryAfterMs: 2000, isRetryable: true });
  });

  it("says an answer is not JSON without quoting it", () => {
    let parseError: unknown;
    try {
      JSON.parse(`<html>${SECRET}</html>`);
    } catch (e) {
      parseError = e;
    }
    expect(String(parseError)).toContain("<html>"); // Node quotes the start of the text it could not parse
    expect(toAiCallError(parseError, request)).toMatchObject({
      kind: "malformed",
      message: "the answer is not valid JSON",
    });
  });

  it("turns a refusal of the outbound guard, as the openai client wraps it, into a rejection naming the rule", () => {
    const refusal = new OutboundRefusal("public-address", "10.0.0.1 is a private address");
    const err = toAiCallError(new APIConnectionError({ cause: refusal }), request);
    expect(err).toMatchObject({
      kind: "rejected",
      isRetryable: false,
      message: "refused by outbound rule public-address: 10.0.0.1 is a private address",
    });
  });
});
