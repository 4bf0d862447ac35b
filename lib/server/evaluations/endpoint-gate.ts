// How evaluations share one model endpoint: a rate limit across every process, a bound on
// requests in flight per process, and the endpoint's Retry-After pause.
import "server-only";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { pause } from "@/lib/ai/rate-limit";
import type { RequestGate } from "@/lib/ai/with-retries";
import { createLimiter } from "@/lib/server/limits/create-limiter";

let limiter: RateLimiterAbstract | undefined;
let limiterKey = "";
const pausedUntil = new Map<string, number>();
const slots = new Map<string, { free: number; waiting: (() => void)[] }>();

function rateLimiter(): RateLimiterAbstract {
  const key = `${env.EVALUATION_RATE_POINTS}/${env.EVALUATION_RATE_WINDOW_SECONDS}`;
  if (!limiter || limiterKey !== key) {
    // The budget is part of the name: counters kept under another budget do not carry over.
    limiter = createLimiter(`evaluation-endpoint-${key}`, {
      points: env.EVALUATION_RATE_POINTS,
      durationSeconds: env.EVALUATION_RATE_WINDOW_SECONDS,
    });
    limiterKey = key;
  }
  return limiter;
}

/** The key an endpoint is limited under: its base URL, so two models at one address share a budget. */
const endpointKey = (baseUrl: string) => baseUrl.replace(/\/+$/, "").toLowerCase();

/**
 * The gate for requests to `baseUrl`: waits for the endpoint's pause, then takes one of
 * EVALUATION_RATE_POINTS per window (rate_limit_counters on PostgreSQL, shared by every
 * worker and app server), retrying when the window is used up.
 */
export function endpointGate(baseUrl: string): RequestGate {
  const key = endpointKey(baseUrl);
  const pausedMs = () => Math.max(0, (pausedUntil.get(key) ?? 0) - Date.now());
  return {
    pausedMs,
    defer: (ms) => pausedUntil.set(key, Math.max(pausedUntil.get(key) ?? 0, Date.now() + ms)),
    async wait(signal) {
      for (;;) {
        const paused = pausedMs();
        if (paused > 0) await pause(paused, signal);
        try {
          await rateLimiter().consume(key);
          return;
        } catch (res) {
          if (res instanceof Error) throw res;
          const ms = (res as { msBeforeNext?: number }).msBeforeNext ?? 1000;
          await pause(Math.max(5, ms), signal);
        }
      }
    },
  };
}

/**
 * Runs `work` holding one of EVALUATION_CONCURRENCY slots of the endpoint in this process, so
 * two evaluations of one endpoint in one worker share the bound.
 */
export async function withEndpointSlot<T>(baseUrl: string, work: () => Promise<T>): Promise<T> {
  const key = endpointKey(baseUrl);
  let slot = slots.get(key);
  if (!slot) {
    slot = { free: env.EVALUATION_CONCURRENCY, waiting: [] };
    slots.set(key, slot);
  }
  const held = slot;
  if (held.free > 0) held.free--;
  else await new Promise<void>((resolve) => held.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = held.waiting.shift();
    if (next) next();
    else held.free++;
  }
}
