// Why the outbound guard refused a call (docs/SECURITY.md, "Outbound calls").

/**
 * The rules a call to an address a user typed must keep:
 * - "https-only": https, unless the host is in ENDPOINT_ALLOWLIST;
 * - "public-address": the host and every address it resolves to is public (not loopback,
 *   private, link-local, CGNAT, multicast, unspecified, broadcast or cloud metadata), unless
 *   the host is in ENDPOINT_ALLOWLIST;
 * - "no-redirect": the answer is not a redirect (3xx), which is never followed;
 * - "size-cap": the answer is not larger than the cap.
 */
type OutboundRule = "https-only" | "public-address" | "no-redirect" | "size-cap";

/**
 * A call the guard refused. Its message names the rule ("refused by outbound rule
 * public-address: …") and never holds anything the endpoint sent. It avoids the words
 * "timeout" and "timed out": the openai client reads those in a fetch error as a timeout.
 */
export class OutboundRefusal extends Error {
  override readonly name = "OutboundRefusal";

  constructor(
    readonly rule: OutboundRule,
    detail: string,
  ) {
    super(`refused by outbound rule ${rule}: ${detail}`);
  }
}

/** The OutboundRefusal behind `err` (itself, or the cause a client wrapped it in), or null. */
export function outboundRefusalOf(err: unknown): OutboundRefusal | null {
  if (err instanceof OutboundRefusal) return err;
  const cause = (err as { cause?: unknown } | null | undefined)?.cause;
  return cause instanceof OutboundRefusal ? cause : null;
}
