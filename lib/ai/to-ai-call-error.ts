// Maps whatever an endpoint request threw onto a failure kind with a plain message.
import { STATUS_CODES } from "node:http";
import { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import { outboundRefusalOf } from "@/lib/outbound/outbound-refusal";
import { ZodError } from "zod";
import { AiCallError } from "./ai-call-error";
import { parseRetryAfterMs } from "./retry-after";

/** Socket-level codes of undici and Node that mean the connection broke. */
const CONNECTION_CODES = new Set([
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ENOTFOUND",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The AiCallError for `err`, or null when `err` is not an endpoint failure (a bug, or the
 * job's own abort) and must propagate as it is. `isTimedOut` says the request's deadline
 * fired: whatever the client threw then (an abort while reading the body included) is a
 * timeout. A connection cut mid-body surfaces from fetch as `TypeError: terminated`.
 *
 * Nothing the endpoint sent reaches a message: an error status is reported with its
 * standard reason phrase ("HTTP 401 (Unauthorized)"), never the error body, and an answer
 * that is not JSON without the parser's excerpt of it. Messages are shown to maintainers
 * and to researchers who uploaded evidence, and an address a user typed may be a service
 * that must not be read through us. A refusal of the outbound guard (an address or an
 * answer that breaks one of its rules) is "rejected": asking again gets the same.
 */
export function toAiCallError(
  err: unknown,
  request: { isTimedOut: boolean; timeoutMs: number },
): AiCallError | null {
  if (err instanceof AiCallError) return err;
  const refusal = outboundRefusalOf(err);
  if (refusal) return new AiCallError("rejected", refusal.message);
  if (request.isTimedOut || err instanceof APIConnectionTimeoutError) {
    return new AiCallError(
      "timeout",
      `the endpoint did not answer in time (no complete answer within ${seconds(request.timeoutMs)})`,
    );
  }
  if (err instanceof APIError && typeof err.status === "number") {
    const status = err.status;
    const isTransient = status === 408 || status === 409 || status === 429 || status >= 500;
    return new AiCallError(
      isTransient ? "http" : "rejected",
      `the endpoint answered HTTP ${status} (${STATUS_CODES[status] ?? "error"})`,
      { status, retryAfterMs: parseRetryAfterMs(err.headers) },
    );
  }
  if (err instanceof APIConnectionError) {
    const cause = err.cause instanceof Error ? err.cause.message : "";
    return new AiCallError("connection", `could not reach the endpoint${cause ? ` (${cause})` : ""}`);
  }
  const code = causeCode(err);
  if ((err instanceof TypeError && err.message === "terminated") || (code && CONNECTION_CODES.has(code))) {
    return new AiCallError(
      "connection",
      `the connection was cut before the whole answer arrived${code ? ` (${code})` : ""}`,
    );
  }
  if (err instanceof SyntaxError) return new AiCallError("malformed", "the answer is not valid JSON");
  if (err instanceof ZodError) {
    const issue = err.issues[0];
    return new AiCallError(
      "schema",
      `the answer does not match the schema at ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`,
    );
  }
  return null;
}
