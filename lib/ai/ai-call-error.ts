// Why an endpoint call failed, in terms a per-claim report can show.

/**
 * - "timeout": no complete answer within OPENAI_TIMEOUT_MS (headers and body together).
 * - "connection": the endpoint could not be reached, or the connection was cut mid-answer.
 * - "http": HTTP 408, 409, 429 or 5xx.
 * - "malformed": the answer is not JSON; "schema": JSON of the wrong shape; "empty": no choices
 *   or no content. Sampling may give a valid answer next time, so these are retried too.
 * - "truncated": cut off at the token limit (finish_reason "length"); "refusal": the model
 *   refused or a content filter stopped it; "rejected": any other 4xx, or no model configured.
 *   Asking again gets the same answer (or error), so these are not retried.
 */
type AiFailureKind =
  "timeout" | "connection" | "http" | "malformed" | "schema" | "empty" | "truncated" | "refusal" | "rejected";

const RETRIED: ReadonlySet<AiFailureKind> = new Set([
  "timeout",
  "connection",
  "http",
  "malformed",
  "schema",
  "empty",
]);
const ENDPOINT_TROUBLE: ReadonlySet<AiFailureKind> = new Set(["timeout", "connection", "http"]);

export class AiCallError extends Error {
  override readonly name = "AiCallError";
  /** Requests made, this one included; 0 when none could be sent (a pause the endpoint asked for). */
  readonly attempts: number;
  /** The HTTP status, when the endpoint answered with an error status. */
  readonly status: number | null;
  /** How long the endpoint asked us to wait (Retry-After / retry-after-ms), in milliseconds. */
  readonly retryAfterMs: number | null;

  constructor(
    readonly kind: AiFailureKind,
    message: string,
    options: { attempts?: number; status?: number | null; retryAfterMs?: number | null } = {},
  ) {
    super(message);
    this.attempts = options.attempts ?? 1;
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }

  /** Whether asking again may give a different result. */
  get isRetryable(): boolean {
    return RETRIED.has(this.kind);
  }

  /** The endpoint itself is in trouble (down, overloaded, unreachable), not this one request. */
  get isTransient(): boolean {
    return ENDPOINT_TROUBLE.has(this.kind);
  }

  /** The endpoint refused our credentials: every other request will fail the same way. */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** A copy that records how many attempts were made in all. */
  withAttempts(attempts: number): AiCallError {
    return new AiCallError(this.kind, this.message, {
      attempts,
      status: this.status,
      retryAfterMs: this.retryAfterMs,
    });
  }

  /**
   * "<what> failed after 3 attempts: …" or "<what> failed on the first attempt (not
   * retried): …": says how many attempts were really made and whether retrying was tried.
   */
  summary(what: string): string {
    if (this.attempts === 0) return `${what} was not attempted: ${this.message}`;
    const how =
      this.attempts > 1
        ? `after ${this.attempts} attempts`
        : this.isRetryable
          ? "after 1 attempt"
          : "on the first attempt (not retried)";
    return `${what} failed ${how}: ${this.message}`;
  }
}
