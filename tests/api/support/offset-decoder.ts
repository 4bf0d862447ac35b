// The decoders of the dev-offset attacks (tests/api/attacks-dev-offset.test.ts, attacks-mse-offset.test.ts). A pooled
// number mixes a hidden test part with a public dev part the attacker sets exactly; moving the
// dev part and watching where the shown number changes step reads the hidden part.
import { roundToStep } from "@/lib/disclosure/disclosure-step";

/**
 * Steps a view may round a pooled number to: none (0), the 1-2-5 steps and twice them (the
 * steps of differences). The decoders accept any, so they do not depend on a view's choice.
 */
const STEPS = [0, 0.001, 0.002, 0.004, 0.005, 0.01, 0.02, 0.04, 0.05, 0.1, 0.2];

/** `shown` is `value` rounded to `step` (0: not rounded); within float noise of a half-step either way. */
export function isRoundingOf(shown: number, value: number, step: number): boolean {
  if (step === 0) return Math.abs(shown - value) < 1e-9;
  return [value - 1e-9, value, value + 1e-9].some((v) => Math.abs(roundToStep(v, step) - shown) < 1e-9);
}

/** Correct test claims of the attacker's model (x) and of the model it is compared with (y). */
export type TestCounts = { x: number; y: number };

/**
 * One pooled number a visitor reads after each of the attacker's dev files: `shown[k]` after
 * file k (null: withheld), and `value(test, k)`, that number unrounded when the test parts hold
 * `test` correct claims (exact counts, or N × disclosed shares).
 */
export type PooledChannel = {
  name: string;
  shown: (number | null)[];
  value: (test: TestCounts, k: number) => number;
};

/** Every shown number is `value(test, k)` rounded to one common step. */
function explains(ch: PooledChannel, test: TestCounts): boolean {
  return STEPS.some((step) =>
    ch.shown.every((s, k) => s === null || isRoundingOf(s, ch.value(test, k), step)),
  );
}

type Decoded = {
  /** The shown numbers follow from the disclosed test values (and the exact dev part) alone. */
  fitsDisclosure: boolean;
  /** Hidden counts c (0…n) whose exact test part, pooled, gives the shown numbers. */
  exactFits: number[];
  /**
   * What the attacker knows of c afterwards, within `disclosureSet` (the counts the disclosed
   * test values allow): all of it when the shown numbers follow from the release (no count in
   * it would have shown otherwise), else the counts that fit exactly.
   */
  consistent: number[];
};

/**
 * Decodes the hidden correct count c of the attacker's test file from one channel; `counts(c)`
 * gives both test parts for c (the compared model's file is the complement: n - c).
 */
export function decodeHiddenCount(
  ch: PooledChannel,
  n: number,
  released: TestCounts,
  disclosureSet: number[],
  counts: (c: number) => TestCounts,
): Decoded {
  const fitsDisclosure = explains(ch, released);
  const exactFits = Array.from({ length: n + 1 }, (_, c) => c).filter((c) => explains(ch, counts(c)));
  return {
    fitsDisclosure,
    exactFits,
    consistent: fitsDisclosure ? disclosureSet : exactFits.filter((c) => disclosureSet.includes(c)),
  };
}

/**
 * Reads the squared error S of a hidden test file off a pooled MSE over `pooledN` claims, by a
 * binary search on the dev part's squared error t in [0, window): `next()` is the t of the
 * next dev file, `record` takes the pooled MSE shown after it. Shown numbers rounded to a step
 * change once in a step's window, at S + t = pooledN × (the midpoint of the two values); exact
 * numbers change at every probe, and the search then reads S off the first one. A class, so
 * several sweeps share each board read.
 */
export class BoundarySweep {
  private lo = 0;
  private hi: number;
  private first: number | null = null;
  private above: number | null = null;
  private failed = false;
  private probed = false;

  constructor(
    private readonly pooledN: number,
    window: number,
  ) {
    this.hi = window;
  }

  next(): number {
    return this.probed ? (this.lo + this.hi) / 2 : 0;
  }

  record(shown: number | null): void {
    const t = this.next();
    this.probed = true;
    if (shown === null) this.failed = true;
    if (this.failed || shown === null) return;
    if (this.first === null) this.first = shown;
    else if (Math.abs(shown - this.first) < 1e-12) this.lo = t;
    else [this.hi, this.above] = [t, shown];
  }

  /** S, or null when a number was withheld or the shown number never changed. */
  result(): number | null {
    if (this.failed || this.first === null || this.above === null) return null;
    return (this.pooledN * (this.first + this.above)) / 2 - (this.lo + this.hi) / 2;
  }
}

/** Runs a sweep of `probes` dev files against `observe` (a simulated board). */
export function sweepOffline(
  sweep: BoundarySweep,
  probes: number,
  observe: (t: number) => number,
): number | null {
  for (let i = 0; i < probes; i++) sweep.record(observe(sweep.next()));
  return sweep.result();
}

/**
 * Labels on the grid [-1, -0.5, 0, 0.5, 1] of the claims predicted `p_j = q·5^-j` (zero
 * elsewhere), from the file's squared error S: every other claim adds a multiple of 0.25 to
 * S, so S - Σ p_j² modulo 0.25 is -2 Σ p_j g_j, whose digits 2·g_j are balanced base-5.
 */
export function decodeMseLabels(sse: number, ps: number[], q: number): number[] {
  const rest = sse - ps.reduce((a, p) => a + p * p, 0);
  let u = -(rest - 0.25 * Math.round(rest / 0.25)) / q;
  return ps.map(() => {
    const d = Math.round(u);
    u = (u - d) * 5;
    return d / 2;
  });
}
