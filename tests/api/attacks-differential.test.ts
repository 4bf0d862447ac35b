// The composition rule (docs/SECURITY.md): two accounts, one hidden claim apart, and a tie.
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
  QUARTER,
  rng,
  submitAll,
} from "./support/attack-setup";
import { loadHiddenSplit } from "./support/canary-scan";
import {
  firstDifference,
  readParts,
  disclosedVerdictResult,
  type Identity,
} from "./support/differential-views";
import { readBoard, rowOf } from "./support/visitor-reads";
import { LABELS, other, CUTOFF, POOLED, labelLines, correct } from "./support/composition-attack";

const stamp = Date.now();

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
  const pooledStep = disclosureStep("accuracy", 2 * N);
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
      // A claim (of the first 40) where both files have the same disclosed result, every metric
      // and interval; a base file with a number next to a rounding boundary has none.
      const released = (labels: string[]) => disclosedVerdictResult(benchmark, ids, labels);
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
