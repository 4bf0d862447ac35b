// Bulk seeding for `npm run bench:scale`: one integrity benchmark of `quarters` ×
// `claimsPerSplit` claims, `models` models (each of its own participant) and
// `submissionsPerModel` public scored submissions per model on distinct splits, written to
// the tables the scoring worker writes (Submission, ClaimResult, Score, ScoreRelease). Each
// submission's records are built and scored by the scorer itself (lib/scoring), so the stored
// rows and scores are what the worker would store; only the per-claim rows go in by a
// multi-row INSERT … SELECT FROM unnest(…) instead of the worker's batches, for speed.
import { randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { db } from "@/lib/db";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { scoreRecords } from "@/lib/scoring/score-records";
import { encodeClaimInstances } from "@/lib/scoring/stored-instances";
import { SCORER_VERSION } from "@/lib/scoring/version";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { decideScoreDisclosure } from "@/lib/server/disclosure/decide-score-disclosure";
import { loadScoringBenchmark, type LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";
import { SeededRng } from "../demo-data/seeded-rng";
import { placeholderFile } from "./seed-rows";

type ScaleOptions = {
  databaseUrl: string;
  slug: string;
  quarters: string[];
  testQuarters: string[];
  claimsPerSplit: number;
  models: number;
  submissionsPerModel: number;
};

const claimId = (q: string, i: number) => `${q}-${String(i).padStart(5, "0")}`;
const claimDate = (q: string, i: number) =>
  `${q.slice(0, 4)}-${String((Number(q.slice(5)) - 1) * 3 + 1 + (i % 3)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;

async function importBenchmark(o: ScaleOptions, rng: SeededRng): Promise<Map<string, number>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-scale-"));
  const gold = new Map<string, number>();
  const claims: string[] = [];
  const labels: string[] = [];
  for (const q of o.quarters) {
    for (let i = 0; i < o.claimsPerSplit; i += 1) {
      const id = claimId(q, i);
      gold.set(id, Math.round((rng.float() * 2 - 1) * 1000) / 1000);
      claims.push(
        JSON.stringify({
          claim_id: id,
          text: `Synthetic claim ${id}`,
          claim_date: claimDate(q, i),
          language: "en",
        }),
      );
      labels.push(JSON.stringify({ claim_id: id, integrity: gold.get(id) }));
    }
  }
  await writeFile(
    path.join(dir, "benchmark.json"),
    JSON.stringify({
      slug: o.slug,
      title: "Scale simulation",
      track: "integrity",
      description: "Synthetic data for bench:scale.",
      license: "CC0",
      citation: "none",
    }),
  );
  await writeFile(path.join(dir, "claims.jsonl"), claims.join("\n") + "\n");
  await writeFile(path.join(dir, "labels.jsonl"), labels.join("\n") + "\n");
  await writeFile(
    path.join(dir, "splits.json"),
    JSON.stringify({ dev: o.quarters.filter((q) => !o.testQuarters.includes(q)), test: o.testQuarters }),
  );
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  return gold;
}

/** Seeds and returns how many per-claim rows were written. */
export async function seedScale(
  o: ScaleOptions,
  log: (line: object) => void,
): Promise<{ submissions: number; claimRows: number }> {
  const rng = new SeededRng(7);
  const gold = await importBenchmark(o, rng);
  const benchmark = await db.benchmark.findUniqueOrThrow({
    where: { slug: o.slug },
    select: { id: true, disclosureStep: true },
  });
  const splits = await db.split.findMany({
    where: { benchmarkId: benchmark.id },
    orderBy: { name: "asc" },
    select: { id: true, name: true, kind: true, embargoUntil: true, retiredAt: true },
  });
  const loaded = new Map<string, LoadedSplit>();
  for (const s of splits) loaded.set(s.id, await loadScoringBenchmark(s.id));
  const models = Array.from({ length: o.models }, (_, i) => ({
    id: randomUUID(),
    ownerId: randomUUID(),
    name: `scale-model-${String(i + 1).padStart(3, "0")}`,
    cutoff: `${2023 + (i % 3)}-${String(1 + (i % 12)).padStart(2, "0")}-28`,
    pre: 0.1 + 0.3 * rng.float(),
    post: 0.3 + 0.4 * rng.float(),
  }));
  await db.user.createMany({
    data: models.map((m) => ({
      id: m.ownerId,
      email: `${m.name}-${m.ownerId.slice(0, 8)}@example.org`,
      name: `Owner of ${m.name}`,
    })),
  });
  await db.modelEntry.createMany({
    data: models.map((m, i) => ({
      id: m.id,
      ownerId: m.ownerId,
      name: m.name,
      organisation: `Lab ${i % 40}`,
      declaredCutoff: new Date(`${m.cutoff}T00:00:00Z`),
      cutoffSource: "seed",
      regime: "closed_book",
      openWeights: i % 2 === 0,
      costPerRun: i % 3 === 0 ? null : 1 + (i % 7),
    })),
  });
  const plan = models.flatMap((m, i) =>
    Array.from({ length: o.submissionsPerModel }, (_, k) => ({
      id: randomUUID(),
      model: m,
      split: splits[(i + k) % splits.length]!,
    })),
  );
  const t0 = Date.now();
  await db.submission.createMany({
    data: plan.map((p, n) => ({
      id: p.id,
      userId: p.model.ownerId,
      benchmarkId: benchmark.id,
      splitId: p.split.id,
      modelId: p.model.id,
      regime: "closed_book",
      isPublic: true,
      status: "scored",
      scoredAt: new Date(t0 + n),
      createdAt: new Date(t0 + n),
      ...placeholderFile("seed.jsonl"),
    })),
  });
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 2 });
  let pending: Promise<unknown> = Promise.resolve();
  let claimRows = 0;
  try {
    for (const [n, p] of plan.entries()) {
      const split = loaded.get(p.split.id)!;
      const rows = split.benchmark.claims.map((c, i) => {
        const noise = c.claimDate <= p.model.cutoff ? p.model.pre : p.model.post;
        const score = Math.max(
          -1,
          Math.min(1, Math.round(((gold.get(c.claimId) ?? 0) + noise * (rng.float() * 2 - 1)) * 1000) / 1000),
        );
        return { line: i + 1, claimId: c.claimId, variant: "original" as const, citations: [], score };
      });
      const records = buildInstanceRecords(split.benchmark, rows, { file: "seed.jsonl" });
      const result = scoreRecords(split.benchmark, records, { subsets: false });
      const encoded = [...encodeClaimInstances(records)];
      await pending;
      claimRows += encoded.length;
      // The worker's rows, in one statement per submission (ids as the seeds elsewhere: UUIDs).
      const insertClaims = pool.query(
        `INSERT INTO "ClaimResult" ("id", "submissionId", "claimId", "labelVersionId", "instancesJson")
         SELECT gen_random_uuid()::text, $1, c, $2, j FROM unnest($3::text[], $4::text[]) AS t(c, j)`,
        [
          p.id,
          split.labelVersionId,
          encoded.map(([id]) => split.claimRowIds.get(id) ?? ""),
          encoded.map(([, json]) => json),
        ],
      );
      const storeScore = db.$transaction(async (tx) => {
        const score = await tx.score.create({
          data: {
            submissionId: p.id,
            labelVersionId: split.labelVersionId,
            scorerVersion: SCORER_VERSION,
            resultJson: JSON.stringify(result),
          },
          select: { id: true },
        });
        if (isHiddenSplit(p.split)) {
          await decideScoreDisclosure(tx, {
            scoreId: score.id,
            submissionId: p.id,
            userId: p.model.ownerId,
            splitId: p.split.id,
            labelVersionId: split.labelVersionId,
            result,
            benchmark: { track: "integrity", isSliced: false, disclosureStep: benchmark.disclosureStep },
          });
        }
      });
      pending = Promise.all([insertClaims, storeScore]);
      if ((n + 1) % 100 === 0)
        log({
          step: "seeding",
          submissions: n + 1,
          claimRows,
          seconds: Math.round((Date.now() - t0) / 1000),
        });
    }
    await pending;
  } finally {
    await pool.end();
  }
  return { submissions: plan.length, claimRows };
}
