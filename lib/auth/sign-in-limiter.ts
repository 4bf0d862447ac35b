import "server-only";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { createLimiter } from "@/lib/server/limits/create-limiter";

/**
 * Failed sign-ins are counted three ways (OWASP Authentication Cheat Sheet: lock out the
 * attacker, not the account):
 * - per (email, address): the hard limit. A stranger guessing someone's password from their
 *   address is stopped, and the owner, from theirs, is not.
 * - per address: a larger hard limit across emails, against password spraying.
 * - per email: no limit, a slow-down. After SLOW_AFTER failures in the window every attempt
 *   for that email waits, doubling up to MAX_DELAY_MS, so guessing from many addresses stays
 *   slow while the owner still gets in.
 * An attempt from a browser holding a device cookie for the email (lib/auth/device-cookie.ts:
 * it signed in as that email before) is counted per (email, device) instead of per (email,
 * address) and per address, so strangers who share the owner's address (everyone behind a
 * proxy without TRUST_PROXY, one office network) lock out neither the owner's browser nor,
 * by spraying, its sign-in. A stolen device cookie gets the same hard limit as an address.
 * Counts live in the database on PostgreSQL (shared by every app server) and in this process
 * on SQLite (one app process per database); a successful sign-in clears its pair and its email.
 */
type SignInLimits = {
  maxPerPair: number;
  maxPerAddress: number;
  windowSeconds: number;
  slowAfter: number;
  baseDelayMs: number;
  maxDelayMs: number;
};
type SignInGate = { allowed: boolean; delayMs: number };

const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  maxPerPair: env.SIGNIN_MAX_ATTEMPTS,
  maxPerAddress: env.SIGNIN_MAX_ATTEMPTS * 5,
  windowSeconds: 15 * 60,
  slowAfter: 5,
  baseDelayMs: 250,
  maxDelayMs: 4000,
};

/** Without a known address (no serve.ts, no trusted proxy) all callers share one. */
const UNKNOWN = "unknown-address";

/** `name` keeps the counters of separately made limiters (tests) apart in a shared store. */
export function createSignInLimiter(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, name = "signin") {
  const durationSeconds = limits.windowSeconds;
  const byPair = createLimiter(`${name}-pair`, { points: limits.maxPerPair, durationSeconds });
  const byAddress = createLimiter(`${name}-address`, { points: limits.maxPerAddress, durationSeconds });
  const byEmail = createLimiter(`${name}-email`, { points: Number.MAX_SAFE_INTEGER, durationSeconds });
  /** `device`: the id of a device cookie signed for this email, or null. */
  const keys = (email: string, address: string | null, device: string | null) => {
    const e = email.trim().toLowerCase();
    const a = address || UNKNOWN;
    return { email: e, address: device ? null : a, pair: device ? `device:${device}|${e}` : `${a}|${e}` };
  };
  const used = async (limiter: RateLimiterAbstract, key: string) =>
    (await limiter.get(key))?.consumedPoints ?? 0;
  return {
    /** Whether this attempt may go ahead, and how long it must wait first. Spends nothing. */
    async check(email: string, address: string | null, device: string | null = null): Promise<SignInGate> {
      const k = keys(email, address, device);
      const [pair, addr, mail] = await Promise.all([
        used(byPair, k.pair),
        k.address === null ? 0 : used(byAddress, k.address),
        used(byEmail, k.email),
      ]);
      const allowed = pair < limits.maxPerPair && addr < limits.maxPerAddress;
      const delayMs =
        mail < limits.slowAfter
          ? 0
          : Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** (mail - limits.slowAfter));
      return { allowed, delayMs };
    },
    async recordFailure(email: string, address: string | null, device: string | null = null): Promise<void> {
      const k = keys(email, address, device);
      // consume() rejects once a budget is spent; the count is what matters here.
      await Promise.allSettled([
        byPair.consume(k.pair),
        ...(k.address === null ? [] : [byAddress.consume(k.address)]),
        byEmail.consume(k.email),
      ]);
    },
    async recordSuccess(email: string, address: string | null, device: string | null = null): Promise<void> {
      const k = keys(email, address, device);
      await Promise.all([byPair.delete(k.pair), byEmail.delete(k.email)]);
    },
  };
}

export const signInLimiter = createSignInLimiter();
