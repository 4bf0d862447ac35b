// Attacks on hidden test labels through numbers that mix a hidden split with public ones
// (docs/SECURITY.md; issue "Hidden labels under composition"), over HTTP as participants with
// tokens and a signed-out visitor. Dev files cost no quota and are scored exactly (dev labels
// are public), so an attacker moves the public part of a pooled number one claim at a time, and
// where the shown number changes step gives the hidden part exactly. The rule held here: every
// number that depends on a hidden split's gold is computed, for anyone but the benchmark's
// maintainers, only from what the Ladder released for that split. Each attack also runs on
// exact numbers the test computes from the gold it seeded, to show it reads the target then.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { releaseStep, roundToStep } from "@/lib/release/release-step";
import {
  DEV_QUARTER,
  devIds,
  ids,
  importHiddenBenchmark,
  N,
  participant,
  QUARTER,
  rng,
  submitAll,
} from "./support/attack-setup";
import {
  BoundarySweep,
  decodeHiddenCount,
  decodeMseLabels,
  isRoundingOf,
  sweepOffline,
  type PooledChannel,
  type TestCounts,
} from "./support/offset-decoder";
import { loadHiddenSplit } from "./support/canary-scan";
import {
  firstDifference,
  readParts,
  releasedVerdictResult,
  type Identity,
} from "./support/differential-views";
import { readBoard, readComparePooled, rowOf } from "./support/visitor-reads";

const stamp = Date.now();
const LABELS = ["True", "False"];
const other = (l: string) => (l === "True" ? "False" : "True");
/** A declared cutoff between the dev quarter (2025Q1) and the test quarter (2025Q2). */
const CUTOFF = "2025-03-31";
const POOLED = `?splits=${DEV_QUARTER},${QUARTER}`;
const labelLines = (claimIds: string[], labels: string[]) =>
  claimIds.map((id, i) => ({ claim_id: id, label: labels[i] }));
/** Correct guesses a reader without information makes at most (chance + 3 standard deviations). */
const chanceCeiling = (trials: number, p: number) => trials * p + 3 * Math.sqrt(trials * p * (1 - p));
const correct = (labels: string[], gold: string[]) => labels.filter((l, i) => l === gold[i]).length;

describe("attack: dev offsets on every pooled number (board, ?splits, cutoff view, compare)", () => {
  const slug = `atk-pool-${stamp}`;
  const r0 = rng(31);
  const gold = ids.map(() => r0.pick(LABELS));
  const devGold = devIds.map(() => r0.pick(LABELS));
  // The attacker's test file holds c ≡ 2 (mod 6) correct claims (made so with the seeded gold):
  // N·step = 6, so c/N is no multiple of the step and its exact value is not its released one
  // (were it, the exact numbers would be the released ones and there would be nothing to read).
  const testFile = ids.map(() => r0.pick(LABELS));
  for (let i = 0; correct(testFile, gold) % 6 !== 2; i++) testFile[i] = gold[i]!;
  const c = correct(testFile, gold);
  /** Dev file k: "True" everywhere but on the first k claims whose gold is "False": d0 + k correct. */
  const falseDev = devIds.flatMap((_, i) => (devGold[i] === "False" ? [i] : []));
  const devFile = (k: number) => devIds.map((_, i) => (falseDev.slice(0, k).includes(i) ? "False" : "True"));
  const d0 = correct(devFile(0), devGold);
  // The compared model Y (a second account): the complement of the test file, "False" on dev.
  const dY = N - d0;
  const K = 26;
  const step = releaseStep("accuracy", N);
  const shown: Record<string, (number | null)[]> = {};
  const pooledShare = (t: TestCounts, k: number) => (t.x + d0 + k) / (2 * N);
  const channels: (Omit<PooledChannel, "shown"> & { viewStep: number })[] = [
    { name: "default board", value: pooledShare, viewStep: releaseStep("accuracy", 2 * N) },
    { name: POOLED, value: pooledShare, viewStep: releaseStep("accuracy", 2 * N) },
    { name: "cutoff view: after - before", value: (t, k) => t.x / N - (d0 + k) / N, viewStep: 2 * step },
    { name: "compare: pooled value of A", value: pooledShare, viewStep: releaseStep("accuracy", 2 * N) },
    {
      name: "compare: pooled difference A - B",
      value: (t, k) => (t.x + d0 + k - (t.y + dY)) / (2 * N),
      viewStep: 2 * releaseStep("accuracy", 2 * N),
    },
  ];
  const counts = (x: number): TestCounts => ({ x, y: N - x });
  let released: TestCounts;
  let releaseSet: number[];

  beforeAll(async () => {
    await importHiddenBenchmark(
      slug,
      { track: "verdict", labels: LABELS },
      (i) => gold[i]!,
      5,
      (i) => devGold[i]!,
    );
    const [a, b] = [await participant("pool-a"), await participant("pool-b")];
    const x = await a.model({ declaredCutoff: CUTOFF });
    const y = await b.model({ declaredCutoff: CUTOFF });
    const [vx] = await submitAll(slug, a, [{ modelId: x, lines: labelLines(ids, testFile) }]);
    const [vy] = await submitAll(slug, b, [{ modelId: y, lines: labelLines(ids, testFile.map(other)) }]);
    for (const v of [vx, vy]) expect(v!.release?.status).toBe("released");
    released = { x: N * vx!.score!.metrics.accuracy!, y: N * vy!.score!.metrics.accuracy! };
    const rx = vx!.score!.metrics.accuracy!;
    const ry = vy!.score!.metrics.accuracy!;
    releaseSet = Array.from({ length: N + 1 }, (_, k) => k).filter(
      (k) => isRoundingOf(rx, k / N, step) && isRoundingOf(ry, (N - k) / N, step),
    );
    await submitAll(slug, b, [
      {
        modelId: y,
        split: DEV_QUARTER,
        lines: labelLines(
          devIds,
          devIds.map(() => "False"),
        ),
      },
    ]);
    const reads: (number | null)[][] = channels.map(() => []);
    for (let k = 0; k < K; k++) {
      await submitAll(slug, a, [{ modelId: x, split: DEV_QUARTER, lines: labelLines(devIds, devFile(k)) }]);
      const board = await readBoard(slug);
      const pooled = await readBoard(slug, POOLED);
      const cutoff = await readBoard(slug, `?view=cutoff&metric=accuracy&models=${x}`);
      const compare = await readComparePooled(slug, x, y, "accuracy");
      const curve = cutoff.curves?.find((cv) => cv.entryId === rowOf(cutoff, x).entryId);
      [
        rowOf(board, x).metrics.accuracy?.value ?? null,
        rowOf(pooled, x).metrics.accuracy?.value ?? null,
        curve?.prePost?.difference ?? null,
        compare.valueA,
        compare.difference,
      ].forEach((v, i) => reads[i]!.push(v));
    }
    channels.forEach((ch, i) => (shown[ch.name] = reads[i]!));
  }, 300_000);

  it("recovers the hidden count from exact numbers, and from numbers each view rounds on its own", () => {
    expect(releaseSet).toContain(c);
    expect(releaseSet.length).toBeGreaterThan(1);
    for (const ch of channels) {
      const exact = { ...ch, shown: Array.from({ length: K }, (_, k) => ch.value(counts(c), k)) };
      const fromExact = decodeHiddenCount(exact, N, released, releaseSet, counts);
      expect(fromExact.exactFits, ch.name).toEqual([c]);
      expect(fromExact.consistent, ch.name).toEqual([c]);
      // Today's composition: the exact pooled number, rounded to the view's own step.
      const rounded = { ...exact, shown: exact.shown.map((v) => roundToStep(v, ch.viewStep)) };
      const fromRounded = decodeHiddenCount(rounded, N, released, releaseSet, counts);
      expect(fromRounded.fitsRelease, ch.name).toBe(false);
      expect(fromRounded.consistent, ch.name).toContain(c);
      expect(fromRounded.consistent.length, ch.name).toBeLessThan(releaseSet.length);
      // The rule: released test values combined with the exact dev part (rounded or not).
      for (const s of [0, ch.viewStep]) {
        const value = (k: number) => ch.value(released, k);
        const rule = {
          ...ch,
          shown: exact.shown.map((_, k) => (s === 0 ? value(k) : roundToStep(value(k), s))),
        };
        expect(decodeHiddenCount(rule, N, released, releaseSet, counts).consistent, ch.name).toEqual(
          releaseSet,
        );
      }
    }
  });

  it.each(channels.map((ch) => ch.name))("learns nothing beyond the release from %s", (name) => {
    const ch = channels.find((x) => x.name === name)!;
    const decoded = decodeHiddenCount({ ...ch, shown: shown[name]! }, N, released, releaseSet, counts);
    const what = `${name}: shown ${JSON.stringify(shown[name])}; hidden count ${c}, the release allows ${releaseSet.join(",")}, the shown numbers allow ${decoded.consistent.join(",")}`;
    expect(
      decoded.fitsRelease || decoded.exactFits.length > 0,
      `fits neither exact pooling nor the release: ${what}`,
    ).toBe(true);
    expect(decoded.consistent.length, what).toBeGreaterThanOrEqual(releaseSet.length);
  });
});

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
  const window = pooledN * releaseStep("mse", pooledN);
  const pooledMse = (testSse: number) => (t: number) => (testSse + sse(devPreds(t), devGold)) / pooledN;
  const readLabels = (a: number, observe: (t: number) => number) => {
    const s = sweepOffline(new BoundarySweep(pooledN, window), PROBES, observe);
    return s === null ? [] : decodeMseLabels(s, ps, Q).filter((g, j) => g === targets(a)[j]);
  };
  const accounts = Array.from({ length: ACCOUNTS }, (_, a) => a);
  let releasedMse: number[];
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
    releasedMse = [];
    for (const a of accounts) {
      const [v] = await submitAll(slug, people[a]!, [
        { modelId: models[a]!, lines: ids.map((id, i) => ({ claim_id: id, score: testPreds(a)[i] })) },
      ]);
      expect(v!.release?.status).toBe("released");
      releasedMse.push(v!.score!.metrics.mse!);
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
        `[attacks-composition] MSE sweep, account ${a}: read a squared error of ${s} (exact ${sse(testPreds(a), gold)}, released ${N * releasedMse[a]!})`,
      );
      return s === null ? [] : decodeMseLabels(s, ps, Q).filter((g, j) => g === targets(a)[j]);
    });
  }, 300_000);

  it("reads six labels per file from exact pooled MSEs, and from pooled MSEs rounded to the board's step", () => {
    for (const a of accounts) {
      const exact = pooledMse(sse(testPreds(a), gold));
      expect(readLabels(a, exact)).toHaveLength(6);
      expect(readLabels(a, (t) => roundToStep(exact(t), releaseStep("mse", pooledN)))).toHaveLength(6);
    }
  });

  it("reads nothing beyond chance from what the board shows", () => {
    const reads = (read: (a: number) => number[]) => accounts.flatMap(read).length;
    const ceiling = chanceCeiling(6 * ACCOUNTS, 1 / GRID.length);
    // The rule (the released test MSE with the exact dev part, rounded or not) reads no more.
    for (const s of [0, releaseStep("mse", pooledN)]) {
      const rule = (a: number) => (t: number) => {
        const v = pooledMse(N * releasedMse[a]!)(t);
        return s === 0 ? v : roundToStep(v, s);
      };
      expect(reads((a) => readLabels(a, rule(a)))).toBeLessThanOrEqual(ceiling);
    }
    expect(reads((a) => shownRead[a]!)).toBeLessThanOrEqual(ceiling);
  });
});

describe("attack: two accounts whose test files differ in one hidden claim, and the ranks of a tie", () => {
  const slug = `atk-diff-${stamp}`;
  const r0 = rng(61);
  const gold = ids.map(() => r0.pick(LABELS));
  const devGold = devIds.map(() => r0.pick(LABELS));
  /** Each pair: a file "right" on claim j and one "wrong" on it, equal elsewhere, and one dev file for both. */
  type Pair = {
    j: number;
    files: Record<Role, string[]>;
    dev: string[];
    models: Record<Role, Identity>;
  };
  type Role = "right" | "wrong";
  const pairs: Pair[] = [];
  const pooledStep = releaseStep("accuracy", 2 * N);
  const both = (p: Pair): [Identity, Identity] => [p.models.right, p.models.wrong];
  const modelIds = () => pairs.flatMap((p) => both(p).map((m) => m.id)).join(",");

  beforeAll(async () => {
    await importHiddenBenchmark(
      slug,
      { track: "verdict", labels: LABELS },
      (i) => gold[i]!,
      5,
      (i) => devGold[i]!,
    );
    const benchmark = await loadHiddenSplit(slug);
    for (let attempt = 0; pairs.length < 2; attempt++) {
      if (attempt === 20) throw new Error("no two files with equal released results in 20 tries");
      const base = ids.map(() => r0.pick(LABELS));
      const filesAt = (j: number) => ({
        right: base.map((l, i) => (i === j ? gold[i]! : l)),
        wrong: base.map((l, i) => (i === j ? other(gold[i]!) : l)),
      });
      // A claim (of the first 40) where both files have the same released result, every metric
      // and interval; a base file with a number next to a rounding boundary has none.
      const released = (labels: string[]) => releasedVerdictResult(benchmark, ids, labels);
      const j = ids
        .slice(0, 40)
        .findIndex((_, k) => released(filesAt(k).right) === released(filesAt(k).wrong));
      if (j < 0) continue;
      // A dev file that puts the exact pooled values on two sides of a rounding boundary.
      const files = filesAt(j);
      const [cr, cw] = [correct(files.right, gold), correct(files.wrong, gold)];
      const dev = devIds.map(() => "True");
      const straddles = () => {
        const d = correct(dev, devGold);
        return roundToStep((cr + d) / (2 * N), pooledStep) !== roundToStep((cw + d) / (2 * N), pooledStep);
      };
      for (let i = 0; !straddles(); i++) {
        if (i === N) throw new Error("no dev file puts the two files on two sides of a boundary");
        if (devGold[i] === "False") dev[i] = "False";
      }
      pairs.push({ j, files, dev, models: {} as Record<Role, Identity> });
    }
    // In pair 1 the right file's account signs up, registers and submits first (and its name
    // sorts first); in pair 2 last. An order not taken from the labels puts it first in one pair only.
    for (const [p, pair] of pairs.entries()) {
      const roles: Role[] = p === 0 ? ["right", "wrong"] : ["wrong", "right"];
      for (const [k, role] of roles.entries()) {
        const person = await participant(`diff${p + 1}-${"ab"[k]}`);
        const id = await person.model({ declaredCutoff: CUTOFF, costPerRunUsd: 10 });
        const [view] = await submitAll(slug, person, [
          { modelId: id, lines: labelLines(ids, pair.files[role]) },
          { modelId: id, split: DEV_QUARTER, lines: labelLines(devIds, pair.dev) },
        ]);
        expect(view!.release?.status).toBe("released");
        pair.models[role] = { id, name: (await readBoard(slug)).rows.find((r) => r.modelId === id)!.model };
      }
    }
  }, 300_000);

  it("reads the label of the claim from exact numbers (the files' released results are equal)", () => {
    for (const p of pairs) {
      const [cr, cw] = [correct(p.files.right, gold), correct(p.files.wrong, gold)];
      expect(cr - cw).toBe(1);
      const d = correct(p.dev, devGold);
      // The higher exact pooled value names the file that is right on claim j.
      const higher = (cr + d) / (2 * N) > (cw + d) / (2 * N) ? p.files.right : p.files.wrong;
      expect(higher[p.j]).toBe(gold[p.j]);
      // So does the pooled value each view rounds on its own, with this dev file.
      expect(roundToStep((cr + d) / (2 * N), pooledStep)).toBeGreaterThan(
        roundToStep((cw + d) / (2 * N), pooledStep),
      );
    }
  });

  const boards = () => [
    "",
    POOLED,
    `?splits=${QUARTER}`,
    "?metric=accuracy",
    "?cutoff=estimated",
    "?view=cost",
    `?view=cutoff&models=${modelIds()}`,
    `?view=cutoff&cutoff=estimated&models=${modelIds()}`,
    `?view=longitudinal&models=${modelIds()}`,
    `?splits=${QUARTER}&view=cutoff&models=${modelIds()}`,
    `${POOLED}&view=longitudinal&metric=accuracy&models=${modelIds()}`,
  ];
  const views = [
    "table",
    "?splits=dev,test",
    "?splits=test",
    "?metric=accuracy",
    "?cutoff=estimated",
    "cost",
    "cutoff",
    "cutoff, estimated cutoffs",
    "longitudinal",
    "?splits=test, cutoff",
    "?splits=dev,test, longitudinal",
  ];

  it.each(views.map((v, i) => [v, i] as const))(
    "shows the two models the same numbers: %s (JSON and CSV)",
    async (_, i) => {
      const query = boards()[i]!;
      for (const p of pairs) {
        const [right, wrong] = await readParts(both(p), `/api/v1/leaderboards/${slug}${query}`);
        expect(right).toContain('"row":{');
        expect(wrong, firstDifference(right!, wrong!)).toBe(right);
        const [rightCsv, wrongCsv] = await readParts(
          both(p),
          `/api/v1/leaderboards/${slug}${query}${query ? "&" : "?"}format=csv`,
        );
        expect(rightCsv).not.toBe("");
        expect(wrongCsv, firstDifference(rightCsv!, wrongCsv!)).toBe(rightCsv);
      }
    },
  );

  it("shows the two models the same numbers on their pages, badges and head to head with a third model", async () => {
    for (const [k, p] of pairs.entries()) {
      const third = pairs[1 - k]!.models.right;
      const pages = [
        (m: Identity) => `/leaderboards/${slug}/models/${m.id}`,
        (m: Identity) => `/api/v1/badges/${slug}/${m.id}`,
        (m: Identity) => `/compare?benchmark=${slug}&a=${m.id}&b=${third.id}`,
        (m: Identity) => `/compare?benchmark=${slug}&a=${m.id}&b=${third.id}&metric=accuracy`,
      ];
      for (const page of pages) {
        const [right, wrong] = await readParts(both(p), page);
        expect(wrong, `${page(p.models.right)}: ${firstDifference(right!, wrong!)}`).toBe(right);
      }
    }
  });

  it("gives a tie on the test-only board one rank display, and an order that carries no label", async () => {
    const board = await readBoard(slug, `?splits=${QUARTER}`);
    const rightFirst = pairs.map((p) => {
      const [right, wrong] = both(p).map((m) => rowOf(board, m.id));
      expect(right!.metrics.macro_f1).toEqual(wrong!.metrics.macro_f1);
      expect([wrong!.rank, wrong!.rankLow, wrong!.rankHigh]).toEqual([
        right!.rank,
        right!.rankLow,
        right!.rankHigh,
      ]);
      return board.rows.indexOf(right!) < board.rows.indexOf(wrong!);
    });
    // Pair 1's right model comes first by name, sign-up and upload, pair 2's last: only an order
    // taken from the exact values (or its reverse) puts it in the same place in both.
    expect(rightFirst[0]).not.toBe(rightFirst[1]);
  });
});
