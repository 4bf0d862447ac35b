// Seeds a synthetic integrity benchmark with scored public submissions, stored the way
// the scoring job stores them. Used by `npm run bench:leaderboard` and the leaderboard
// integration and API tests. Models are accurate before their cutoff and worse after it.
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { scoreRecords } from "@/lib/scoring/score-records";
import { encodeClaimInstances } from "@/lib/scoring/stored-instances";
import { SCORER_VERSION, STORED_BOOTSTRAP } from "@/lib/scoring/version";
import { writeScoreRows } from "@/lib/server/submissions/score-submission-job";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { decideScoreDisclosure } from "@/lib/server/disclosure/decide-score-disclosure";
import { SeededRng } from "../demo-data/seeded-rng";
import { placeholderFile } from "./seed-rows";

export type SeedModel = {
  name: string;
  cutoff: string;
  preNoise: number;
  postNoise: number;
  costPerRun?: number;
  regime?: string;
};
/**
 * Without `devQuarters` and `embargo` every quarter is a hidden test split (no splits.json);
 * with them a splits.json makes those quarters public dev and one test quarter embargoed.
 * With `period: "month"` the benchmark is cut by month and `quarters` lists months (`YYYY-MM`).
 */
export type SeedOptions = {
  slug: string;
  period?: "quarter" | "month";
  quarters: string[];
  claimsPerSplit: number;
  models: SeedModel[];
  predictionsDir?: string;
  seed?: number;
  devQuarters?: string[];
  embargo?: { split: string; until: string };
  /** Declare SEED_PROPERTIES, with gold on their claims and noisy, partly left-out property scores. */
  properties?: boolean;
};

/** The properties a seeded benchmark declares with `properties`: media gold on every third claim. */
const SEED_PROPERTIES = [
  { name: "claim_specificity", kind: "claim" },
  { name: "media_authenticity", kind: "media" },
] as const;
/** `ownerIds`: each model has its own owner (a participant of its own, with its own Ladder). */
export type SeededBoard = {
  bundleDir: string;
  ownerIds: Record<string, string>;
  modelIds: Record<string, string>;
  predictionFiles: Record<string, string>;
};

const claimId = (quarter: string, i: number) => `${quarter}-${String(i).padStart(5, "0")}`;

function claimDate(quarter: string, i: number): string {
  // A month `YYYY-MM`: days 1-28 of it.
  if (quarter.length === 7) return `${quarter}-${String(1 + (i % 28)).padStart(2, "0")}`;
  const year = quarter.slice(0, 4);
  const month = (Number(quarter.slice(5)) - 1) * 3 + 1 + (i % 3);
  return `${year}-${String(month).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
}

/** Writes the bundle (claims sorted by id, as the database returns them) and imports it, published. */
async function importBundle(
  options: SeedOptions,
  rng: SeededRng,
): Promise<{ dir: string; gold: Map<string, number>; propertyGold: Map<string, Record<string, number>> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lb-bundle-"));
  const claims: string[] = [];
  const labels: string[] = [];
  const gold = new Map<string, number>();
  const propertyGold = new Map<string, Record<string, number>>();
  // A stream of its own, so seeding properties leaves the integrity gold and scores as they were.
  const propertyRng = propertyRngOf(options);
  for (const q of options.quarters) {
    for (let i = 0; i < options.claimsPerSplit; i += 1) {
      const id = claimId(q, i);
      const g = Math.round((rng.float() * 2 - 1) * 1000) / 1000;
      gold.set(id, g);
      claims.push(
        JSON.stringify({
          claim_id: id,
          text: `Synthetic claim ${id}`,
          claim_date: claimDate(q, i),
          language: i % 4 === 0 ? "de" : "en",
        }),
      );
      const properties = options.properties ? seedPropertyGold(i, propertyRng) : undefined;
      if (properties) propertyGold.set(id, properties);
      labels.push(JSON.stringify({ claim_id: id, integrity: g, ...(properties ? { properties } : {}) }));
    }
  }
  await writeFile(
    path.join(dir, "benchmark.json"),
    JSON.stringify({
      slug: options.slug,
      title: `Leaderboard ${options.slug}`,
      track: "integrity",
      ...(options.period ? { period: options.period } : {}),
      description: "Synthetic leaderboard data.",
      license: "CC0",
      citation: "none",
      ...(options.properties ? { properties: SEED_PROPERTIES } : {}),
    }),
  );
  await writeFile(path.join(dir, "claims.jsonl"), claims.join("\n") + "\n");
  await writeFile(path.join(dir, "labels.jsonl"), labels.join("\n") + "\n");
  if (options.devQuarters || options.embargo) {
    const dev = options.devQuarters ?? [];
    const splits = {
      dev,
      test: options.quarters.filter((q) => !dev.includes(q)),
      ...(options.embargo ? { embargo: options.embargo } : {}),
    };
    await writeFile(path.join(dir, "splits.json"), JSON.stringify(splits));
  }
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  return { dir, gold, propertyGold };
}

const propertyRngOf = (options: SeedOptions) => new SeededRng((options.seed ?? 1) + 7919);

const unitRound = (x: number) => Math.max(-1, Math.min(1, Math.round(x * 1000) / 1000));

function seedPropertyGold(i: number, rng: SeededRng): Record<string, number> {
  const out: Record<string, number> = { claim_specificity: unitRound(rng.float() * 2 - 1) };
  if (i % 3 === 0) out["media_authenticity"] = unitRound(rng.float() * 2 - 1);
  return out;
}

/** Property scores near the gold; claim_specificity left out on every fifth claim, media on odd ones. */
function seedPropertyScores(
  i: number,
  gold: Record<string, number> | undefined,
  noise: number,
  rng: SeededRng,
): { properties?: Record<string, number> } {
  if (!gold) return {};
  const out: Record<string, number> = {};
  for (const [name, g] of Object.entries(gold))
    if ((name === "claim_specificity" && i % 5 !== 0) || (name === "media_authenticity" && i % 2 === 0))
      out[name] = unitRound(g + noise * (rng.float() * 2 - 1));
  return Object.keys(out).length > 0 ? { properties: out } : {};
}

/**
 * Seeds one benchmark: every model (each with an owner of its own) gets one scored public
 * submission on every quarter, with the Ladder's decision on hidden splits, as the worker does.
 */
export async function seedLeaderboard(options: SeedOptions): Promise<SeededBoard> {
  const rng = new SeededRng(options.seed ?? 1);
  const { dir, gold, propertyGold } = await importBundle(options, rng);
  const propertyRng = propertyRngOf(options);
  const benchmark = await db.benchmark.findUniqueOrThrow({
    where: { slug: options.slug },
    select: { id: true, track: true, disclosureStep: true },
  });
  const modelIds: Record<string, string> = {};
  const ownerIds: Record<string, string> = {};
  for (const m of options.models) {
    const owner = await db.user.create({
      data: { email: `${options.slug}-${randomUUID()}@example.org`, name: `Leaderboard seed ${m.name}` },
      select: { id: true },
    });
    ownerIds[m.name] = owner.id;
    const created = await db.modelEntry.create({
      data: {
        ownerId: owner.id,
        name: m.name,
        organisation: `${m.name} Labs`,
        declaredCutoff: new Date(`${m.cutoff}T00:00:00Z`),
        cutoffSource: "seed",
        regime: m.regime ?? "closed_book",
        costPerRun: m.costPerRun ?? null,
        openWeights: m.name.length % 2 === 0,
      },
    });
    modelIds[m.name] = created.id;
  }
  const predictionFiles: Record<string, string> = {};
  if (options.predictionsDir) await mkdir(options.predictionsDir, { recursive: true });
  const splits = await db.split.findMany({
    where: { benchmarkId: benchmark.id },
    select: { id: true, name: true, kind: true, embargoUntil: true, retiredAt: true },
  });
  for (const split of splits) {
    const loaded = await loadScoringBenchmark(split.id);
    for (const m of options.models) {
      const rows = loaded.benchmark.claims.map((c, i) => {
        const noise = c.claimDate <= m.cutoff ? m.preNoise : m.postNoise;
        const g = gold.get(c.claimId) ?? 0;
        return {
          line: i + 1,
          claimId: c.claimId,
          variant: "original" as const,
          citations: [],
          score: Math.max(-1, Math.min(1, Math.round((g + noise * (rng.float() * 2 - 1)) * 1000) / 1000)),
          ...seedPropertyScores(i, propertyGold.get(c.claimId), noise, propertyRng),
        };
      });
      if (options.predictionsDir) {
        const file = path.join(options.predictionsDir, `${m.name}-${split.name}.jsonl`);
        await writeFile(
          file,
          rows
            .map((r) =>
              JSON.stringify({
                claim_id: r.claimId,
                score: r.score,
                ...(r.properties ? { properties: r.properties } : {}),
              }),
            )
            .join("\n") + "\n",
        );
        predictionFiles[`${m.name}-${split.name}`] = file;
      }
      const records = buildInstanceRecords(loaded.benchmark, rows, { file: "seed.jsonl" });
      const result = scoreRecords(loaded.benchmark, records, { subsets: false, bootstrap: STORED_BOOTSTRAP });
      const submissionId = randomUUID();
      const userId = ownerIds[m.name]!;
      await db.submission.create({
        data: {
          id: submissionId,
          userId,
          benchmarkId: benchmark.id,
          splitId: split.id,
          modelId: modelIds[m.name]!,
          regime: m.regime ?? "closed_book",
          isPublic: true,
          status: "scored",
          scoredAt: new Date(),
          ...placeholderFile("seed.jsonl"),
        },
      });
      await db.$transaction(
        async (tx) => {
          const scoreId = await writeScoreRows(tx, {
            submissionId,
            split: loaded,
            claimInstances: encodeClaimInstances(records),
            result,
            scorerVersion: SCORER_VERSION,
          });
          if (isHiddenSplit(split)) {
            const release = {
              track: "integrity" as const,
              isSliced: false,
              disclosureStep: benchmark.disclosureStep,
            };
            await decideScoreDisclosure(tx, {
              scoreId,
              submissionId,
              userId,
              splitId: split.id,
              labelVersionId: loaded.labelVersionId,
              result,
              benchmark: release,
            });
          }
        },
        { timeout: 120_000 },
      );
    }
  }
  return { bundleDir: dir, ownerIds, modelIds, predictionFiles };
}
