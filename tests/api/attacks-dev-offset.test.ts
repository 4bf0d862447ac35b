// The composition rule (docs/SECURITY.md): dev offsets on every pooled number.
// Attacks on hidden test labels through numbers that mix a hidden split with public ones
// (docs/SECURITY.md; issue "Hidden labels under composition"), over HTTP as participants with
// tokens and a signed-out visitor. Dev files cost no quota and are scored exactly (dev labels
// are public), so an attacker moves the public part of a pooled number one claim at a time, and
// where the shown number changes step gives the hidden part exactly. The rule held here: every
// number that depends on a hidden split's gold is computed, for anyone but the benchmark's
// maintainers, only from what the Ladder disclosed for that split. Each attack also runs on
// exact numbers the test computes from the gold it seeded, to show it reads the target then.
import { beforeAll, describe, expect, it } from "vitest";
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
import {
  decodeHiddenCount,
  isRoundingOf,
  type PooledChannel,
  type TestCounts,
} from "./support/offset-decoder";
import { readBoard, readComparePooled, rowOf } from "./support/visitor-reads";
import { LABELS, other, CUTOFF, POOLED, labelLines, correct } from "./support/composition-attack";

const stamp = Date.now();

describe("attack: dev offsets on every pooled number (board, ?splits, cutoff view, compare)", () => {
  const slug = `atk-pool-${stamp}`;
  const r0 = rng(31);
  const gold = ids.map(() => r0.pick(LABELS));
  const devGold = devIds.map(() => r0.pick(LABELS));
  // The attacker's test file holds c ≡ 2 (mod 6) correct claims (made so with the seeded gold):
  // N·step = 6, so c/N is no multiple of the step and its exact value is not its disclosed one
  // (were it, the exact numbers would be the disclosed ones and there would be nothing to read).
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
  const step = disclosureStep("accuracy", N);
  const shown: Record<string, (number | null)[]> = {};
  const pooledShare = (t: TestCounts, k: number) => (t.x + d0 + k) / (2 * N);
  const channels: (Omit<PooledChannel, "shown"> & { viewStep: number })[] = [
    { name: "default board", value: pooledShare, viewStep: disclosureStep("accuracy", 2 * N) },
    { name: POOLED, value: pooledShare, viewStep: disclosureStep("accuracy", 2 * N) },
    { name: "cutoff view: after - before", value: (t, k) => t.x / N - (d0 + k) / N, viewStep: 2 * step },
    { name: "compare: pooled value of A", value: pooledShare, viewStep: disclosureStep("accuracy", 2 * N) },
    {
      name: "compare: pooled difference A - B",
      value: (t, k) => (t.x + d0 + k - (t.y + dY)) / (2 * N),
      viewStep: 2 * disclosureStep("accuracy", 2 * N),
    },
  ];
  const counts = (x: number): TestCounts => ({ x, y: N - x });
  let released: TestCounts;
  let disclosureSet: number[];

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
    disclosureSet = Array.from({ length: N + 1 }, (_, k) => k).filter(
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
    expect(disclosureSet).toContain(c);
    expect(disclosureSet.length).toBeGreaterThan(1);
    for (const ch of channels) {
      const exact = { ...ch, shown: Array.from({ length: K }, (_, k) => ch.value(counts(c), k)) };
      const fromExact = decodeHiddenCount(exact, N, released, disclosureSet, counts);
      expect(fromExact.exactFits, ch.name).toEqual([c]);
      expect(fromExact.consistent, ch.name).toEqual([c]);
      // Today's composition: the exact pooled number, rounded to the view's own step.
      const rounded = { ...exact, shown: exact.shown.map((v) => roundToStep(v, ch.viewStep)) };
      const fromRounded = decodeHiddenCount(rounded, N, released, disclosureSet, counts);
      expect(fromRounded.fitsDisclosure, ch.name).toBe(false);
      expect(fromRounded.consistent, ch.name).toContain(c);
      expect(fromRounded.consistent.length, ch.name).toBeLessThan(disclosureSet.length);
      // The rule: disclosed test values combined with the exact dev part (rounded or not).
      for (const s of [0, ch.viewStep]) {
        const value = (k: number) => ch.value(released, k);
        const rule = {
          ...ch,
          shown: exact.shown.map((_, k) => (s === 0 ? value(k) : roundToStep(value(k), s))),
        };
        expect(decodeHiddenCount(rule, N, released, disclosureSet, counts).consistent, ch.name).toEqual(
          disclosureSet,
        );
      }
    }
  });

  it.each(channels.map((ch) => ch.name))("learns nothing beyond the release from %s", (name) => {
    const ch = channels.find((x) => x.name === name)!;
    const decoded = decodeHiddenCount({ ...ch, shown: shown[name]! }, N, released, disclosureSet, counts);
    const what = `${name}: shown ${JSON.stringify(shown[name])}; hidden count ${c}, the release allows ${disclosureSet.join(",")}, the shown numbers allow ${decoded.consistent.join(",")}`;
    expect(
      decoded.fitsDisclosure || decoded.exactFits.length > 0,
      `fits neither exact pooling nor the release: ${what}`,
    ).toBe(true);
    expect(decoded.consistent.length, what).toBeGreaterThanOrEqual(disclosureSet.length);
  });
});
