// The composition rule (docs/SECURITY.md): the MSE encoding read back through dev offsets.
// Attacks on hidden test labels through numbers that mix a hidden split with public ones
// (docs/SECURITY.md; issue "Hidden labels under composition"), over HTTP as participants with
// tokens and a signed-out visitor. Dev files cost no quota and are scored exactly (dev labels
// are public), so an attacker moves the public part of a pooled number one claim at a time, and
// where the shown number changes step gives the hidden part exactly. The rule held here: every
// number that depends on a hidden split's gold is computed, for anyone but the benchmark's
// maintainers, only from what the Ladder disclosed for that split. Each attack also runs on
// exact numbers the test computes from the gold it seeded, to show it reads the target then.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { disclosureStep, roundToStep } from "@/lib/disclosure/disclosure-step";
import {
  DEV_QUARTER,
  devIds,
  ids,
  importHiddenBenchmark,
  N,
  participant,
  rng,
  submitAll,
} from "./support/attack-setup";
import { BoundarySweep, decodeMseLabels, sweepOffline } from "./support/offset-decoder";
import { readBoard, rowOf } from "./support/visitor-reads";
import { chanceCeiling } from "./support/composition-attack";

const stamp = Date.now();

describe("attack: the MSE encoding through dev offsets on a pooled integrity board", () => {
  const slug = `atk-msepool-${stamp}`;
  const GRID = [-1, -0.5, 0, 0.5, 1];
  const r0 = rng(51);
  const gold = ids.map(() => r0.pick(GRID));
  const devGold = devIds.map(() => r0.pick(GRID));
  /** Account a predicts p_j = Q·5^-j on claims 6a + j and 0 elsewhere (decodeMseLabels). */
  const Q = 1 / 32;
  const ps = [0, 1, 2, 3, 4, 5].map((j) => Q * 5 ** -j);
  const ACCOUNTS = 3;
  const PROBES = 26;
  const testPreds = (a: number) => ids.map((_, i) => (i >= 6 * a && i < 6 * a + 6 ? ps[i - 6 * a]! : 0));
  const sse = (preds: number[], g: number[]) => preds.reduce((s, p, i) => s + (p - g[i]!) ** 2, 0);
  const targets = (a: number) => gold.slice(6 * a, 6 * a + 6);
  // Dev squared error t: +1 on floor(t) claims whose gold is ≤ 0, +√(rest) on one more.
  const low = devIds.flatMap((_, i) => (devGold[i]! <= 0 ? [i] : []));
  const devPreds = (t: number) => {
    const whole = Math.floor(t);
    const on = new Map(low.slice(0, whole + 1).map((i, k) => [i, k < whole ? 1 : Math.sqrt(t - whole)]));
    return devGold.map((g, i) => g + (on.get(i) ?? 0));
  };
  const pooledN = 2 * N;
  const window = pooledN * disclosureStep("mse", pooledN);
  const pooledMse = (testSse: number) => (t: number) => (testSse + sse(devPreds(t), devGold)) / pooledN;
  const readLabels = (a: number, observe: (t: number) => number) => {
    const s = sweepOffline(new BoundarySweep(pooledN, window), PROBES, observe);
    return s === null ? [] : decodeMseLabels(s, ps, Q).filter((g, j) => g === targets(a)[j]);
  };
  const accounts = Array.from({ length: ACCOUNTS }, (_, a) => a);
  let disclosedMse: number[];
  let shownRead: number[][];

  beforeAll(async () => {
    await importHiddenBenchmark(
      slug,
      { track: "integrity" },
      (i) => gold[i]!,
      5,
      (i) => devGold[i]!,
    );
    // The maintainers' choice that lets a sweep go both ways: the latest dev file represents a model.
    await db.benchmark.update({ where: { slug }, data: { representative: "latest" } });
    const people = await Promise.all(accounts.map((a) => participant(`msepool-${a}`)));
    const models = await Promise.all(people.map((p) => p.model()));
    disclosedMse = [];
    for (const a of accounts) {
      const [v] = await submitAll(slug, people[a]!, [
        { modelId: models[a]!, lines: ids.map((id, i) => ({ claim_id: id, score: testPreds(a)[i] })) },
      ]);
      expect(v!.release?.status).toBe("released");
      disclosedMse.push(v!.score!.metrics.mse!);
    }
    // One board read per round serves every account's sweep.
    const sweeps = accounts.map(() => new BoundarySweep(pooledN, window));
    for (let round = 0; round < PROBES; round++) {
      for (const a of accounts) {
        const preds = devPreds(sweeps[a]!.next());
        await submitAll(slug, people[a]!, [
          {
            modelId: models[a]!,
            split: DEV_QUARTER,
            lines: devIds.map((id, i) => ({ claim_id: id, score: preds[i] })),
          },
        ]);
      }
      const board = await readBoard(slug);
      accounts.forEach((a) => sweeps[a]!.record(rowOf(board, models[a]!).metrics.mse?.value ?? null));
    }
    shownRead = accounts.map((a) => {
      const s = sweeps[a]!.result();
      console.log(
        `[attacks-mse-offset] MSE sweep, account ${a}: read a squared error of ${s} (exact ${sse(testPreds(a), gold)}, released ${N * disclosedMse[a]!})`,
      );
      return s === null ? [] : decodeMseLabels(s, ps, Q).filter((g, j) => g === targets(a)[j]);
    });
  }, 300_000);

  it("reads six labels per file from exact pooled MSEs, and from pooled MSEs rounded to the board's step", () => {
    for (const a of accounts) {
      const exact = pooledMse(sse(testPreds(a), gold));
      expect(readLabels(a, exact)).toHaveLength(6);
      expect(readLabels(a, (t) => roundToStep(exact(t), disclosureStep("mse", pooledN)))).toHaveLength(6);
    }
  });

  it("reads nothing beyond chance from what the board shows", () => {
    const reads = (read: (a: number) => number[]) => accounts.flatMap(read).length;
    const ceiling = chanceCeiling(6 * ACCOUNTS, 1 / GRID.length);
    // The rule (the disclosed test MSE with the exact dev part, rounded or not) reads no more.
    for (const s of [0, disclosureStep("mse", pooledN)]) {
      const rule = (a: number) => (t: number) => {
        const v = pooledMse(N * disclosedMse[a]!)(t);
        return s === 0 ? v : roundToStep(v, s);
      };
      expect(reads((a) => readLabels(a, rule(a)))).toBeLessThanOrEqual(ceiling);
    }
    expect(reads((a) => shownRead[a]!)).toBeLessThanOrEqual(ceiling);
  });
});
