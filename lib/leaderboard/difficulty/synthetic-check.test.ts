import { describe, expect, it } from "vitest";
import { interval95 } from "../metric-replicates";
import { resampleCounts } from "../resample-counts";
import { computeDifficulty } from "./adjusted-gaps";
import { MIN_FIELD_FOR_GAPS } from "./field-size";

/**
 * What the adjusted gap is for (DOMAIN.md §9): claims whose true difficulty rises after
 * 2025-01-01, a field of 30 entries. 25 have cutoffs before every claim (they sharpen the
 * difficulties), 5 have cutoffs at 2024-12-31, and one of those 5 is truly contaminated (it
 * knows the answers before its cutoff: +2 logits there). The raw after − before accuracy
 * flags all 5; the difficulty-adjusted gap only the contaminated one.
 */
const ENTRIES = 30;
const HANDFUL = [25, 26, 27, 28, 29];
const CONTAMINATED = 29;
const QUARTERS = 8;
const PER_QUARTER = 150;

function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function field() {
  const rnd = lcg(26);
  const normal = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
  const claims = QUARTERS * PER_QUARTER;
  // Quarters 0–3 are 2024, 4–7 2025: after the date every claim is a logit harder.
  const isAfter = (c: number) => Math.floor(c / PER_QUARTER) >= 4;
  const difficulty = Array.from({ length: claims }, (_, c) => normal() * 0.8 + (isAfter(c) ? 0.6 : -0.6));
  const ability = Array.from({ length: ENTRIES }, () => normal() * 0.7);
  const values = new Float64Array(ENTRIES * claims);
  const sides = new Int8Array(ENTRIES * claims);
  for (let e = 0; e < ENTRIES; e += 1)
    for (let c = 0; c < claims; c += 1) {
      const inHandful = HANDFUL.includes(e);
      const boost = e === CONTAMINATED && !isAfter(c) ? 2 : 0;
      const p = 1 / (1 + Math.exp(-(ability[e]! + boost - difficulty[c]!)));
      values[e * claims + c] = rnd() < p ? 1 : 0;
      // Entries outside the handful have every claim after their cutoff.
      sides[e * claims + c] = inHandful && !isAfter(c) ? 0 : 1;
    }
  return { claims, values, sides };
}

/** The raw before/after accuracy difference with the board's bootstrap (before: seed, after: seed + 1). */
function rawGap(values: Float64Array, sides: Int8Array, e: number, claims: number, b: number) {
  const side = (s: number) => {
    const ys: number[] = [];
    for (let c = 0; c < claims; c += 1) if (sides[e * claims + c] === s) ys.push(values[e * claims + c]!);
    return ys;
  };
  const pre = side(0);
  const post = side(1);
  const mean = (ys: number[]) => ys.reduce((s, y) => s + y, 0) / ys.length;
  const replicate = (ys: number[], seed: number) => {
    const counts = resampleCounts(ys.length, b, seed);
    return Array.from(
      { length: b },
      (_, r) => ys.reduce((s, y, i) => s + counts[i * b + r]! * y, 0) / ys.length,
    );
  };
  const preReps = replicate(pre, 0);
  const postReps = replicate(post, 1);
  const [low, high] = interval95(postReps.map((v, r) => v - preReps[r]!));
  return { value: mean(post) - mean(pre), low, high };
}

describe("the adjusted gap separates harder claims from contamination", () => {
  const { claims, values, sides } = field();
  const b = 400;
  const { entries } = computeDifficulty({
    track: "verdict",
    matrix: { entries: ENTRIES, claims, values },
    sides,
    b,
    seed: 0,
  });

  it("the raw gap flags every entry of the handful: each is worse after its cutoff", () => {
    for (const e of HANDFUL) {
      const raw = rawGap(values, sides, e, claims, b);
      expect(raw.value, `entry ${e}`).toBeLessThan(0);
      expect(raw.high, `entry ${e}`).toBeLessThan(0);
    }
  });

  it("the adjusted gap flags only the contaminated entry", () => {
    expect(ENTRIES - 1).toBeGreaterThanOrEqual(MIN_FIELD_FOR_GAPS);
    for (const e of HANDFUL) {
      const d = entries[e]!;
      expect(d.fieldSize).toBe(ENTRIES - 1);
      expect(d.nPre).toBe(4 * PER_QUARTER);
      expect(d.nPost).toBe(4 * PER_QUARTER);
      if (e === CONTAMINATED) {
        expect(d.adjustedGap).toBeLessThan(0);
        expect(d.adjustedGapHigh).toBeLessThan(0);
        expect(d.deltaTheta).toBeLessThan(0);
        expect(d.deltaThetaHigh).toBeLessThan(0);
      } else {
        expect(d.adjustedGapLow, `entry ${e}`).toBeLessThan(0);
        expect(d.adjustedGapHigh, `entry ${e}`).toBeGreaterThan(0);
        expect(d.deltaThetaLow, `entry ${e}`).toBeLessThan(0);
        expect(d.deltaThetaHigh, `entry ${e}`).toBeGreaterThan(0);
      }
    }
  });

  it("entries with every claim after their cutoff have no before side and no gap", () => {
    const d = entries[0]!;
    expect(d.nPre).toBe(0);
    expect(d.adjustedGap).toBeNaN();
    expect(d.ability).not.toBeNaN();
  });
});
