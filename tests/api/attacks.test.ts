// The attacks of a determined participant on hidden test labels (docs/SECURITY.md), run over
// HTTP against the app as one account with a token would, each within the benchmark's daily
// quota. Each attack is also run against exact numbers the test computes from the gold it
// seeded, to show the attack is real: it reads the labels when numbers are exact, and reads
// nothing beyond chance from what LiveCheck releases.
import { beforeAll, describe, expect, it } from "vitest";
import { advantageBound, gridSize, ladderTranscriptBits } from "@/lib/disclosure/leak-bound";
import {
  ids,
  importHiddenBenchmark,
  N,
  participant,
  rng,
  submitAll,
  type View,
} from "./support/attack-setup";
import { request } from "./support/http";

const stamp = Date.now();
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Correct guesses a reader without information makes at most (chance + 3 standard deviations). */
const chanceCeiling = (trials: number, p: number) => trials * p + 3 * Math.sqrt(trials * p * (1 - p));

describe("attack: MSE encoding on the integrity track", () => {
  const slug = `atk-mse-${stamp}`;
  const GRID = [-1, -0.5, 0, 0.5, 1];
  const g = ids.map((_, i) => GRID[(i * 7 + (i >> 3)) % 5]!);
  const ps = [0, 1, 2, 3, 4, 5].map((j) => 256 ** -j);
  /** Σ p_j g_j from the change in MSE, read as six balanced base-256 digits of 2·g. */
  const decode = (mse0: number, mse1: number): number[] => {
    let t = 2 * ((ps.reduce((a, p) => a + p * p, 0) - N * (mse1 - mse0)) / 2);
    return ps.map(() => {
      const d = Math.round(t);
      t = (t - d) * 256;
      return d / 2;
    });
  };
  const rounds = [0, 1, 2].map((r) =>
    ids.map((_, i) => i - 6 * r).map((j) => (j >= 0 && j < 6 ? ps[j]! : 0)),
  );
  let views: View[];

  beforeAll(async () => {
    await importHiddenBenchmark(slug, { track: "integrity" }, (i) => g[i]!, 5);
    const p = await participant("mse");
    const [x, y] = [await p.model(), await p.model()];
    const zeros = { modelId: x, lines: ids.map((id) => ({ claim_id: id, score: 0 })) };
    views = await submitAll(slug, p, [
      zeros,
      ...rounds.map((preds) => ({
        modelId: y,
        lines: ids.map((id, i) => ({ claim_id: id, score: preds[i]! })),
      })),
    ]);
  }, 180_000);

  it("reads six labels per submission from exact MSE values", () => {
    const exactMse = (preds: number[]) => mean(preds.map((p, i) => (p - g[i]!) ** 2));
    const read = rounds.flatMap((preds, r) =>
      decode(exactMse(ids.map(() => 0)), exactMse(preds)).map((v, j) => v === g[6 * r + j]),
    );
    expect(read.filter(Boolean)).toHaveLength(18);
  });

  it("reads nothing beyond chance from what the submission API and the board release", async () => {
    const [base, ...rest] = views;
    expect(base!.release).toMatchObject({ status: "released" });
    for (const v of rest) {
      expect(v.release).toMatchObject({ status: "held" });
      expect(v.score).toBeNull();
    }
    const board = (await (await request(`/api/v1/leaderboards/${slug}`)).json()) as {
      rows: { model: string; metrics: Record<string, { value: number }> }[];
    };
    expect(board.rows.filter((r) => r.model.startsWith("mse-"))).toHaveLength(1);
    const mse0 = base!.score!.metrics.mse!;
    const read = rest.flatMap((v, r) =>
      decode(mse0, v.score?.metrics.mse ?? mse0).map((x, j) => x === g[6 * r + j]),
    );
    expect(read.filter(Boolean).length).toBeLessThanOrEqual(chanceCeiling(18, 1 / 5));
  });
});

describe("attack: per-slice differences on the verdict track", () => {
  const slug = `atk-slice-${stamp}`;
  const LABELS = ["Real", "Fake", "Ambiguous"];
  const SLICES = [-3, 0, 3];
  const r0 = rng(11);
  const g = ids.map(() => r0.pick(LABELS));
  const ROUNDS = 10;
  /** Round r flips claim 3r+k to "Fake" in slice SLICES[k]. */
  const file = (r: number | null) =>
    ids.flatMap((id, i) =>
      SLICES.map((slice, k) => ({
        claim_id: id,
        slice,
        label: r !== null && i === 3 * r + k ? "Fake" : "Real",
      })),
    );
  const classification = (r: number | null) =>
    SLICES.map((slice, k) =>
      mean(ids.map((_, i) => ((r !== null && i === 3 * r + k ? "Fake" : "Real") === g[i] ? 1 : 0))),
    );
  /** A change of +1/n names "Fake", -1/n "Real" (the base was right), none "Ambiguous". */
  const decode = (before: number[], after: number[] | null) =>
    SLICES.map((_, k) => {
      if (!after) return "Real";
      const d = Math.round((after[k]! - before[k]!) * N);
      return d > 0 ? "Fake" : d < 0 ? "Real" : "Ambiguous";
    });
  let views: View[];

  beforeAll(async () => {
    await importHiddenBenchmark(
      slug,
      { track: "verdict", labels: LABELS, slices: SLICES },
      (i) => g[i]!,
      ROUNDS + 1,
    );
    const p = await participant("slice");
    const model = await p.model();
    views = await submitAll(
      slug,
      p,
      [null, ...Array.from({ length: ROUNDS }, (_, r) => r)].map((r) => ({ modelId: model, lines: file(r) })),
    );
  }, 180_000);

  it("reads three labels per submission from exact per-slice accuracies", () => {
    const read = Array.from({ length: ROUNDS }, (_, r) =>
      decode(classification(null), classification(r)).map((x, k) => x === g[3 * r + k]),
    ).flat();
    expect(read.filter(Boolean)).toHaveLength(3 * ROUNDS);
  });

  it("reads nothing beyond chance from what is released", () => {
    const slicesOf = (v: View) =>
      v.score?.slices ? SLICES.map((s) => v.score!.slices![String(s)]!.classification!.accuracy) : null;
    const [base, ...rest] = views;
    expect(slicesOf(base!)).not.toBeNull();
    for (const v of rest) expect(v.release?.status).toBe("held");
    const read = rest.flatMap((v, r) =>
      decode(slicesOf(base!)!, slicesOf(v)).map((x, k) => x === g[3 * r + k]),
    );
    expect(read.filter(Boolean).length).toBeLessThanOrEqual(chanceCeiling(3 * ROUNDS, 1 / 3));
  });
});

describe("attacks on a binary split: one claim at a time, and Blum & Hardt's boosting", () => {
  const slug = `atk-bin-${stamp}`;
  const LABELS = ["True", "False"];
  const r0 = rng(23);
  const g = ids.map(() => r0.pick(LABELS));
  const other = (l: string) => (l === "True" ? "False" : "True");
  const accuracy = (labels: string[]) => mean(labels.map((l, i) => (l === g[i] ? 1 : 0)));
  const K = 60;
  const rb = rng(99);
  const vectors = Array.from({ length: K }, () => ids.map(() => rb.pick(LABELS)));
  /** Majority vote of the vectors the feedback said beat chance (ties and no votes: "True"). */
  const combine = (kept: string[][]) =>
    ids.map((_, i) => (kept.reduce((s, v) => s + (v[i] === "True" ? 1 : -1), 0) >= 0 ? "True" : "False"));
  const base = ids.map((_, i) => LABELS[i % 2]!);
  const FLIPS = 20;
  let single: View[];
  let boosting: View[];

  beforeAll(async () => {
    await importHiddenBenchmark(slug, { track: "verdict", labels: LABELS }, (i) => g[i]!, K);
    const p = await participant("single");
    const model = await p.model();
    const flipped = (r: number) => base.map((l, i) => (i === r ? other(l) : l));
    single = await submitAll(
      slug,
      p,
      [base, ...Array.from({ length: FLIPS }, (_, r) => flipped(r))].map((labels) => ({
        modelId: model,
        lines: ids.map((id, i) => ({ claim_id: id, label: labels[i] })),
      })),
    );
    // The boosting attacker makes a fresh model for every submission: the Ladder is per participant.
    const q = await participant("boost");
    const files = [];
    for (const v of vectors)
      files.push({ modelId: await q.model(), lines: ids.map((id, i) => ({ claim_id: id, label: v[i] })) });
    boosting = await submitAll(slug, q, files);
  }, 300_000);

  it("reads no label beyond chance from submissions that differ in one claim", () => {
    const [first, ...rest] = single;
    const exactRead = rest.map(
      (_, r) =>
        (accuracy(base.map((l, i) => (i === r ? other(l) : l))) > accuracy(base)
          ? other(base[r]!)
          : base[r]!) === g[r],
    );
    expect(exactRead.every(Boolean)).toBe(true);
    const acc0 = first!.score!.metrics.accuracy!;
    for (const v of rest) expect(v.release?.status).toBe("held");
    const read = rest.map(
      (v, r) => ((v.score?.metrics.accuracy ?? acc0) > acc0 ? other(base[r]!) : base[r]!) === g[r],
    );
    expect(read.filter(Boolean).length).toBeLessThanOrEqual(chanceCeiling(FLIPS, 1 / 2));
  });

  it("keeps the boosting attack within the documented bound, and below what exact feedback gives", () => {
    const exactKept = vectors.filter((v) => accuracy(v) > 0.5);
    const exactAdvantage = accuracy(combine(exactKept)) - 0.5;
    const kept = vectors.filter(
      (_, i) => boosting[i]!.release?.status === "released" && (boosting[i]!.release?.value ?? 0) > 0.5,
    );
    const advantage = accuracy(combine(kept)) - 0.5;
    const step = boosting[0]!.release!.step;
    const bits = ladderTranscriptBits(K, gridSize(step));
    const bound = advantageBound(bits, N, 0.001);
    console.log(
      `[attacks] boosting, k=${K}, n=${N}: exact feedback +${exactAdvantage.toFixed(3)}; released feedback +${advantage.toFixed(3)} (${kept.length} kept of ${boosting.filter((v) => v.release?.status === "released").length} released); bound ${bound.toFixed(3)} (${bits.toFixed(1)} bits, step ${step})`,
    );
    expect(exactAdvantage).toBeGreaterThan(0.05);
    expect(advantage).toBeLessThanOrEqual(bound);
    expect(advantage).toBeLessThan(exactAdvantage);
  });
});
