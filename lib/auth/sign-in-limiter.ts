import "server-only";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { env } from "@/lib/env";

// Counted per email and per client address, in this process. One app process per
// database is the supported layout for SQLite; a multi-instance PostgreSQL deployment
// should move this to a shared store (see docs/ARCHITECTURE.md).
const WINDOW_SECONDS = 15 * 60;
const byEmail = new RateLimiterMemory({ points: env.SIGNIN_MAX_ATTEMPTS, duration: WINDOW_SECONDS });
const byAddress = new RateLimiterMemory({ points: env.SIGNIN_MAX_ATTEMPTS * 5, duration: WINDOW_SECONDS });

/** Spends one attempt; false when either budget is used up. */
export async function takeSignInAttempt(email: string, address: string | null): Promise<boolean> {
  try {
    await Promise.all([byEmail.consume(email.trim().toLowerCase()), address ? byAddress.consume(address) : null]);
    return true;
  } catch {
    return false;
  }
}
