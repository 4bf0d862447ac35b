// Retry delays: exponential in the attempt number, capped, with jitter.

export interface BackoffOptions {
  /** Delay after the first failed attempt, in milliseconds, before jitter. */
  baseMs?: number;
  /** Upper bound on any delay, in milliseconds. */
  maxMs?: number;
}

const DEFAULT_BACKOFF = { baseMs: 5_000, maxMs: 10 * 60_000 } as const;

/**
 * Milliseconds to wait before retrying after failed attempt number `attempt` (1-based):
 * `min(maxMs, baseMs * 2^(attempt-1))`, of which the upper half is random ("equal
 * jitter"), so workers that failed together do not retry together yet never retry sooner
 * than half the nominal delay. `random` returns a number in [0, 1).
 */
export function computeBackoffMs(
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const baseMs = options.baseMs ?? DEFAULT_BACKOFF.baseMs;
  const maxMs = options.maxMs ?? DEFAULT_BACKOFF.maxMs;
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const nominal = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(nominal / 2 + (nominal / 2) * random());
}
