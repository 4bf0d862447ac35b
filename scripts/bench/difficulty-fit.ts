// The difficulty step of a stored board (DOMAIN.md §9) at 200 entries × 10,000 claims, in
// this process on one core: the field fit with every leave-one-entry-out fit (target under
// 5 s), then with the bootstrap intervals at the board's B for 10,000 claims.
import { boardBootstrapSize } from "@/lib/leaderboard/bootstrap-size";
import { computeDifficulty } from "@/lib/leaderboard/difficulty/adjusted-gaps";

const ENTRIES = 200;
const CLAIMS = 10_000;

export function benchDifficultyFit(): void {
  let s = 1;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ability = Array.from({ length: ENTRIES }, () => rnd() * 3 - 1.5);
  const difficulty = Array.from({ length: CLAIMS }, () => rnd() * 4 - 2);
  const values = new Float64Array(ENTRIES * CLAIMS);
  const sides = new Int8Array(ENTRIES * CLAIMS);
  for (let e = 0; e < ENTRIES; e += 1) {
    const cutoff = Math.floor(rnd() * CLAIMS);
    for (let c = 0; c < CLAIMS; c += 1) {
      const p = 1 / (1 + Math.exp(-(ability[e]! - difficulty[c]!)));
      values[e * CLAIMS + c] = rnd() < p ? 1 : 0;
      sides[e * CLAIMS + c] = c <= cutoff ? 0 : 1;
    }
  }
  const matrix = { entries: ENTRIES, claims: CLAIMS, values };
  const b = boardBootstrapSize(CLAIMS);
  for (const [step, resamples] of [
    ["difficulty fit with leave-one-out (200 entries × 10,000 claims, target < 5 s)", 0],
    [`difficulty fit with leave-one-out and bootstrap intervals (B = ${b})`, b],
  ] as const) {
    const t0 = performance.now();
    computeDifficulty({ track: "verdict", matrix, sides, b: resamples, seed: 0 });
    console.log(JSON.stringify({ step, seconds: Number(((performance.now() - t0) / 1000).toFixed(2)) }));
  }
}
