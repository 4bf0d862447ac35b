// The difficulty step of a stored board (DOMAIN.md §9) at 200 entries × 10,000 claims, in
// this process on one core, per track: the field fit with every leave-one-entry-out fit,
// then with the bootstrap intervals at the board's B for 10,000 claims (target for the whole
// step: under 5 s of CPU on the verdict track). Every entry has its own cutoff (no two share
// their before/after claim counts, so no draws are shared): the worst case for the bootstrap.
// CPU seconds are printed beside wall seconds: on a shared machine the wall clock also counts
// other people's work.
import { boardBootstrapSize } from "@/lib/leaderboard/bootstrap-size";
import { computeDifficulty } from "@/lib/leaderboard/difficulty/adjusted-gaps";
import type { Track } from "@/lib/vocabulary";

const ENTRIES = 200;
const CLAIMS = 10_000;

function board(track: Track): { values: Float64Array; sides: Int8Array } {
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
      // Verdict: right or wrong; integrity: a squared error rising with the claim's difficulty.
      values[e * CLAIMS + c] = track === "verdict" ? (rnd() < p ? 1 : 0) : (1 - p) * (0.5 + rnd());
      sides[e * CLAIMS + c] = c <= cutoff ? 0 : 1;
    }
  }
  return { values, sides };
}

export function benchDifficultyFit(): void {
  const b = boardBootstrapSize(CLAIMS);
  for (const track of ["verdict", "integrity"] as const) {
    const { values, sides } = board(track);
    const matrix = { entries: ENTRIES, claims: CLAIMS, values };
    for (const [step, resamples] of [
      [`${track}: difficulty fit with leave-one-out (200 entries × 10,000 claims)`, 0],
      [`${track}: the whole difficulty step, with bootstrap intervals (B = ${b})`, b],
    ] as const) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      computeDifficulty({ track, matrix, sides, b: resamples, seed: 0 });
      const cpu = process.cpuUsage(cpu0);
      console.log(
        JSON.stringify({
          step,
          seconds: Number(((performance.now() - t0) / 1000).toFixed(2)),
          cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
        }),
      );
    }
  }
}
