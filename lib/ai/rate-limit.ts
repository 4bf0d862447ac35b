// An in-process request-rate limit for the endpoint, and the pause a 429 asks for.
import "server-only";
import { setTimeout as sleep } from "node:timers/promises";

let nextSlot = 0;
let pausedUntil = 0;

/**
 * Waits until this process may send its next request at `rpm` requests per minute: calls
 * are spaced evenly, first come first served, and none goes out during a pause the
 * endpoint asked for (`deferRateLimit`). In-process only: several app or worker processes
 * sharing one key each get the full rate (a shared store would be needed there).
 */
export async function waitForRateLimit(rpm: number, signal?: AbortSignal): Promise<void> {
  const spacing = 60_000 / rpm;
  const now = Date.now();
  const slot = Math.max(now, nextSlot, pausedUntil);
  nextSlot = slot + spacing;
  if (slot > now) await pause(slot - now, signal);
}

/**
 * Holds every request of this process back for `ms`: the endpoint said it is overloaded
 * (429 with Retry-After), and that applies to the requests of other claims too.
 */
export function deferRateLimit(ms: number): void {
  pausedUntil = Math.max(pausedUntil, Date.now() + ms);
}

/** Milliseconds left of the pause the endpoint asked for; 0 when there is none. */
export function rateLimitPauseMs(): number {
  return Math.max(0, pausedUntil - Date.now());
}

/** Waits `ms`; when `signal` aborts first, throws its reason (not a generic AbortError), as the client does. */
export async function pause(ms: number, signal?: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch((err: unknown) => {
    signal?.throwIfAborted();
    throw err;
  });
}

/** Forgets every reserved slot and pause (tests, or a process pointed at a new endpoint). */
export function resetRateLimit(): void {
  nextSlot = 0;
  pausedUntil = 0;
}
