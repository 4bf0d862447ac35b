import type { InstanceRecord } from "@/lib/scoring/types";
import { chi2Quantile1 } from "./chi2-quantile";

/**
 * Knowledge-cutoff estimation (DOMAIN.md §3): the change point of a model's own error
 * curve. Claims are grouped by calendar period (month, or quarter on hidden splits); the
 * cutoff is the end of the period after which the mean per-claim error rises, chosen by
 * least squares (the maximum-likelihood split of a two-mean Gaussian model), kept only
 * when it beats one mean by a Bonferroni-corrected likelihood-ratio test, with a
 * profile-likelihood 95% interval.
 */
export type CutoffGranularity = "month" | "quarter";

export interface CutoffEstimate {
  /** Last day of the last period before the rise, ISO date. */
  cutoff: string;
  /** 95% profile-likelihood interval, as the same kind of period ends. */
  low: string;
  high: string;
  granularity: CutoffGranularity;
  /** Claims used, and those on each side of the estimate. */
  n: number;
  nBefore: number;
  nAfter: number;
}

/** Fewer claims than this: no estimate. Each side of a candidate needs MIN_SIDE claims. */
const MIN_CUTOFF_CLAIMS = 100;
const MIN_SIDE = 30;
/** χ²₁ 0.95 quantile: n·log(SSE(τ)/SSE(τ̂)) ≤ this puts τ in the interval. */
const CHI2_1_95 = 3.841458820694124;

const periodOf = (date: string, g: CutoffGranularity): number => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  return g === "month" ? year * 12 + month : year * 4 + Math.floor(month / 3);
};

/** Last day of a period index, ISO. */
export function periodEnd(index: number, g: CutoffGranularity): string {
  const months = g === "month" ? 1 : 3;
  const firstMonth = g === "month" ? index : index * 3;
  const next = new Date(Date.UTC(Math.floor(firstMonth / 12), (firstMonth % 12) + months, 1));
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** First day of the period that ends on `end`. */
export function periodStart(end: string, g: CutoffGranularity): string {
  const d = new Date(`${end}T00:00:00Z`);
  const months = g === "month" ? 1 : 3;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months + 1, 1)).toISOString().slice(0, 10);
}

/**
 * Per-claim error of a model: the mean over its original-variant instances of the squared
 * error (integrity) or of 1 − correct (verdict, against the final label). Claims without
 * a record are left out.
 */
export function claimErrors(records: readonly InstanceRecord[]): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  for (const r of records) {
    if (r.variant !== "original") continue;
    const e = r.sqError ?? (r.correct === undefined ? undefined : r.correct ? 0 : 1);
    if (e === undefined) continue;
    const s = sums.get(r.claimId) ?? [0, 0];
    s[0] += e;
    s[1] += 1;
    sums.set(r.claimId, s);
  }
  return new Map([...sums].map(([id, [sum, count]]) => [id, sum / count]));
}

/** The estimate, or why there is none. `points`: one error per claim with its date. */
export function estimateCutoff(
  points: readonly { date: string; error: number }[],
  g: CutoffGranularity,
): CutoffEstimate | { reason: string } {
  if (points.length < MIN_CUTOFF_CLAIMS) return { reason: `fewer than ${MIN_CUTOFF_CLAIMS} claims` };
  const byPeriod = new Map<number, { n: number; sum: number; sq: number }>();
  for (const p of points) {
    const k = periodOf(p.date, g);
    const s = byPeriod.get(k) ?? { n: 0, sum: 0, sq: 0 };
    s.n += 1;
    s.sum += p.error;
    s.sq += p.error * p.error;
    byPeriod.set(k, s);
  }
  const periods = [...byPeriod.keys()].sort((a, b) => a - b);
  const total = { n: 0, sum: 0, sq: 0 };
  for (const s of byPeriod.values()) {
    total.n += s.n;
    total.sum += s.sum;
    total.sq += s.sq;
  }
  // Candidate τ = the end of periods[i]: before = periods[0..i], after = the rest.
  const candidates: { period: number; sse: number; nBefore: number }[] = [];
  // Boundaries tried: every one with MIN_SIDE claims on each side, the error rising after it
  // or not (the Bonferroni m). Periods without claims are none: such a boundary splits the
  // claims exactly as the end of the last period with claims before it.
  let tried = 0;
  const before = { n: 0, sum: 0, sq: 0 };
  for (const period of periods.slice(0, -1)) {
    const s = byPeriod.get(period)!;
    before.n += s.n;
    before.sum += s.sum;
    before.sq += s.sq;
    const after = { n: total.n - before.n, sum: total.sum - before.sum, sq: total.sq - before.sq };
    if (before.n < MIN_SIDE || after.n < MIN_SIDE) continue;
    tried += 1;
    // Only a rise in error after the cutoff is a cutoff.
    if (!(after.sum / after.n > before.sum / before.n)) continue;
    const sse =
      before.sq - (before.sum * before.sum) / before.n + after.sq - (after.sum * after.sum) / after.n;
    candidates.push({ period, sse: Math.max(0, sse), nBefore: before.n });
  }
  if (candidates.length === 0)
    return { reason: `no period boundary with ${MIN_SIDE} claims on each side after which the error rises` };
  const best = candidates.reduce((a, b) => (b.sse < a.sse ? b : a));
  // A change at all? The likelihood ratio against one mean, against χ²₁ at 0.05 / (number of
  // boundaries tried) (Bonferroni): noise alone rarely passes it.
  const sse0 = total.sq - (total.sum * total.sum) / total.n;
  const ratio = best.sse === 0 ? (sse0 > 0 ? Infinity : 0) : total.n * Math.log(sse0 / best.sse);
  if (!(ratio > chi2Quantile1(1 - 0.05 / tried))) return { reason: "no significant rise in error" };
  const inside = candidates.filter((c) =>
    best.sse === 0 ? c.sse === 0 : total.n * Math.log(c.sse / best.sse) <= CHI2_1_95,
  );
  return {
    cutoff: periodEnd(best.period, g),
    low: periodEnd(inside[0]!.period, g),
    high: periodEnd(inside.at(-1)!.period, g),
    granularity: g,
    n: total.n,
    nBefore: best.nBefore,
    nAfter: total.n - best.nBefore,
  };
}

/**
 * The declared cutoff is contradicted when it lies outside the interval: before the first
 * day of the earliest period end in it, or after the latest.
 */
export function isCutoffContradicted(declared: string, e: CutoffEstimate): boolean {
  return declared < periodStart(e.low, e.granularity) || declared > e.high;
}
