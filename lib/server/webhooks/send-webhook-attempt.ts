// One attempt at one delivery: the signed POST through the outbound guard, under a deadline.
import "server-only";
import { createGuardedFetch, type GuardedFetchOptions } from "@/lib/outbound/guarded-fetch";
import { outboundRefusalOf } from "@/lib/outbound/outbound-refusal";
import { signWebhookBody } from "./sign-webhook-body";

/** How long an attempt waits for the receiver's answer (docs/DOMAIN.md §11). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

interface AttemptRequest {
  url: string;
  deliveryId: string;
  event: string;
  body: string;
  secret: string;
  /** The attempt's time: the signature's `t`. */
  at: Date;
  /** Aborted when the job loses its lease or the worker stops: the attempt is not logged. */
  signal: AbortSignal;
  timeoutMs?: number;
  outbound?: GuardedFetchOptions;
}

/**
 * How the attempt went. `isFinal`: the outbound guard refused the address (https-only,
 * public-address), so retrying cannot help; everything else that is not `ok` is retried.
 */
export interface AttemptOutcome {
  ok: boolean;
  isFinal: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

function describeNetworkError(err: unknown): string {
  const cause = err instanceof Error ? err.cause : undefined;
  const code = cause && typeof cause === "object" && "code" in cause ? String(cause.code) : null;
  const message = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
  return `network error: ${code ?? message}`;
}

/** Sends the delivery once; never throws, except when `signal` was aborted (the job's own stop). */
export async function sendWebhookAttempt(request: AttemptRequest): Promise<AttemptOutcome> {
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const guardedFetch = createGuardedFetch({ maxBytes: 1024 * 1024, ...request.outbound });
  const timeout = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await guardedFetch(request.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "LiveCheck-Webhooks/1",
        "livecheck-event": request.event,
        "livecheck-delivery": request.deliveryId,
        "livecheck-signature": signWebhookBody(request.secret, request.body, request.at),
      },
      body: request.body,
      signal: AbortSignal.any([request.signal, timeout]),
    });
    await res.body?.cancel().catch(() => undefined); // the answer's body is not read
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      isFinal: false,
      statusCode: res.status,
      error: ok ? null : `HTTP ${res.status}`,
      durationMs: elapsed(),
    };
  } catch (err) {
    if (request.signal.aborted) throw err;
    const durationMs = elapsed();
    if (timeout.aborted)
      return {
        ok: false,
        isFinal: false,
        statusCode: null,
        error: `no answer within ${timeoutMs / 1000} s`,
        durationMs,
      };
    const refusal = outboundRefusalOf(err);
    if (refusal)
      return {
        ok: false,
        isFinal: refusal.rule === "https-only" || refusal.rule === "public-address",
        statusCode: null,
        error: refusal.message,
        durationMs,
      };
    return { ok: false, isFinal: false, statusCode: null, error: describeNetworkError(err), durationMs };
  }
}
