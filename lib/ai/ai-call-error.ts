// Why an endpoint call failed, in terms a per-claim report can show.

/**
 * "timeout" and "http" (429, 5xx, connection) are transient: the same request may succeed
 * later. "malformed" (not JSON) and "schema" (JSON not matching the output schema) are
 * retried too, since sampling may give a valid answer next time. "refused" (4xx other than
 * 408/429) is not retried.
 */
export type AiFailureKind = "timeout" | "http" | "malformed" | "schema" | "refused";

export class AiCallError extends Error {
  override readonly name = "AiCallError";

  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly attempts = 1,
  ) {
    super(message);
  }

  get isTransient(): boolean {
    return this.kind === "timeout" || this.kind === "http";
  }
}
