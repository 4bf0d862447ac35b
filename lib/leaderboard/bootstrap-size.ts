/** Resamples for boards of up to this many claims: the DOMAIN default, B = 1000. */
const FULL_B = 1000;
const FULL_UP_TO = 5000;
const MIN_B = 200;

/**
 * Bootstrap resamples for a board over `n` claims. A resample costs time in proportion to
 * n × entries, and a board is computed on the request that first asks for it, so above
 * 5,000 claims B shrinks (to 200 at 25,000 claims and below that never). Boards say which
 * B they used.
 */
export function boardBootstrapSize(n: number): number {
  if (n <= FULL_UP_TO) return FULL_B;
  return Math.max(MIN_B, Math.round((FULL_B * FULL_UP_TO) / n / 10) * 10);
}
