// Several named similarity metrics per benchmark (DOMAIN §4, Déjà Vu Table 7) on a real
// database and a local OpenAI-compatible endpoint with fixed vectors: configuration
// (maintainers only, validated, audited), rescoring of stored evidence, per-metric flags,
// strict and any rates, per-metric controlled subsets, their intersection and Δrank.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";
import { CONTAMINATION_UPLOAD_JOB } from "@/lib/server/contamination/contamination-upload-job";
import { RESCORE_METRICS_JOB } from "@/lib/server/contamination/rescore-metrics-job";
import { createContaminationUpload } from "@/lib/server/contamination/create-contamination-upload";
import { getBenchmarkContamination } from "@/lib/server/contamination/get-benchmark-contamination";
import { getModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { getControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { listContaminationMetrics } from "@/lib/server/contamination/list-contamination-metrics";
import { saveContaminationMetrics } from "@/lib/server/contamination/save-contamination-metrics";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { jsonl } from "../fixtures/bundles/write-test-bundle";
import { fileOf, runJobs } from "../support/contamination-fixture";
import * as claims from "../support/contamination-claims";
import { createModelRow } from "../support/rows";

const { ids, oracleOf, publishContaminationBenchmark, submitVerdicts } = claims;

const slug = `metrics-${Date.now()}`;
let admin: { id: string; role: string };
let owner: { id: string; role: string };
let benchmarkId: string;
const models = { A: "", B: "" };
let fake: FakeOpenAi;
const saved = { ...env };

// What each model "wrote" closed-book for claim i (statements without METEOR overlap with
// the oracle, except A's copies of it on c01–c03).
const evidenceOf = (model: "A" | "B", i: number) =>
  model === "A" && i < 3 ? oracleOf(i) : [`${model} recalls item number ${i}.`];
const ORACLE = new Set(ids.flatMap((_, i) => oracleOf(i)));
/**
 * Fixed vectors: oracle statements [1, 0]; a model's statement [1, 0] (cosine 1, s = 1/2
 * over the two oracle statements) where that embedding model "recognises" it, else [0, 1].
 * emb-x recognises A on c01–c10; emb-y A on c01–c05 and B on c31–c35.
 */
function vectorOf(model: string, text: string): number[] {
  if (ORACLE.has(text)) return [1, 0];
  const m = /^(A|B) recalls item number (\d+)\.$/.exec(text);
  const who = m?.[1];
  const i = Number(m?.[2] ?? -1);
  const hit =
    model === "emb-x"
      ? who === "A" && i < 10
      : model === "emb-y" && ((who === "A" && i < 5) || (who === "B" && i >= 30 && i < 35));
  return hit ? [1, 0] : [0, 1];
}

const metricList = () => ({
  metrics: [
    { name: "meteor", kind: "meteor", tau: 0.25 },
    { name: "emb-x", kind: "embedding", model: "emb-x", baseUrl: `${fake.url}/`, tau: 0.4 },
    { name: "emb-y", kind: "embedding", model: "emb-y", baseUrl: fake.url, tau: 0.4 },
  ],
});

describe(`named contamination metrics on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.vectorOf = vectorOf;
    Object.assign(env, {
      OPENAI_BASE_URL: undefined,
      OPENAI_MODEL: undefined,
      OPENAI_EMBEDDING_MODEL: undefined,
      OPENAI_TIMEOUT_MS: 2000,
      OPENAI_RETRY_BASE_MS: 5,
      OPENAI_RPM: 100_000,
      OPENAI_MAX_ATTEMPTS: 2,
    });
    ({ benchmarkId, admin, owner } = await publishContaminationBenchmark(slug));
    for (const name of ["A", "B"] as const) models[name] = await createModelRow(owner.id, name);
  });

  afterAll(async () => {
    Object.assign(env, saved);
    await fake.close();
  });

  it("behaves as before without configuration: one default METEOR metric", async () => {
    for (const name of ["A", "B"] as const)
      await createContaminationUpload(
        owner,
        { slug, target: "model", kind: "statements", modelId: models[name] },
        await fileOf(
          `${name}.jsonl`,
          jsonl(ids.map((id, i) => ({ claim_id: id, evidence: evidenceOf(name, i) }))),
        ),
      );
    expect(await runJobs(CONTAMINATION_UPLOAD_JOB)).toEqual(["done", "done"]);
    expect(await listContaminationMetrics(admin, slug)).toMatchObject({
      metrics: [{ name: "meteor", kind: "meteor", tau: 0.25, isDefault: true, scored: 80 }],
      evidencePairs: 80,
    });
    const overview = await getBenchmarkContamination(admin, slug);
    expect(overview.metrics).toEqual(["meteor"]);
    expect(overview.models.find((m) => m.name === "A")?.summary).toMatchObject({
      strict: { n: 40, flagged: 3 },
      any: { n: 40, flagged: 3 },
    });
    expect(fake.calls.embeddings).toBe(0);
  });

  it("takes a configuration from maintainers only, validated, and audits it", async () => {
    await expect(saveContaminationMetrics(owner, slug, metricList())).rejects.toMatchObject({ status: 403 });
    const bad = await saveContaminationMetrics(admin, slug, {
      metrics: [
        { name: "meteor", kind: "meteor", tau: 1.2 },
        { name: "meteor", kind: "embedding", model: "m", baseUrl: "ftp://x", tau: 0.5 },
      ],
    }).catch((e: unknown) => e);
    expect(bad).toMatchObject({
      status: 400,
      fields: {
        "metrics.0.tau": "τ of a METEOR metric must be between 0 and 1",
        "metrics.1.name": "the name 'meteor' is used twice",
        "metrics.1.baseUrl": "must start with http:// or https://",
      },
    });
    const calibrated = await saveContaminationMetrics(admin, slug, {
      metrics: [{ name: "meteor", kind: "meteor", tau: "calibrated" }],
    }).catch((e: unknown) => e);
    expect(calibrated).toMatchObject({
      status: 400,
      fields: { "metrics.0.tau": expect.stringMatching(/calibrated/) },
    });
    expect(await db.contaminationMetricConfig.count({ where: { benchmarkId } })).toBe(0);

    const result = await saveContaminationMetrics(admin, slug, metricList());
    expect(result).toMatchObject({ rescoring: ["emb-x", "emb-y"], removed: [], jobId: expect.any(String) });
    expect(result.metrics[1]?.baseUrl).toBe(fake.url); // trailing slash trimmed
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { action: "contamination.metrics", targetId: benchmarkId },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actorId).toBe(admin.id);
    expect(JSON.parse(audit.detailJson)).toMatchObject({ rescoring: ["emb-x", "emb-y"] });
  });

  it("scores the stored evidence under the new metrics, each through its endpoint and model", async () => {
    const before = fake.calls.embeddings;
    expect(await runJobs(RESCORE_METRICS_JOB)).toEqual(["done"]);
    expect(fake.calls.embeddings).toBeGreaterThan(before);
    const sent = fake.requests.filter((r) => r.endpoint === "embeddings").map((r) => r.body.model);
    expect(new Set(sent)).toEqual(new Set(["emb-x", "emb-y"]));
    const metrics = await listContaminationMetrics(admin, slug);
    expect(metrics.metrics.map((m) => [m.name, m.scored])).toEqual([
      ["meteor", 80],
      ["emb-x", 80],
      ["emb-y", 80],
    ]);
    // Saving the same list again changes nothing and queues nothing.
    expect(await saveContaminationMetrics(admin, slug, metricList())).toMatchObject({
      rescoring: [],
      jobId: null,
    });
  });

  it("shows per-metric flags and the strict and any rates per model", async () => {
    const overview = await getBenchmarkContamination(admin, slug);
    expect(overview.metrics).toEqual(["meteor", "emb-x", "emb-y"]);
    const summary = (name: string) => overview.models.find((m) => m.name === name)!.summary;
    expect(summary("A").metrics["emb-x"]).toMatchObject({ n: 40, flagged: 10, tau: 0.4 });
    expect(summary("A").metrics["emb-y"]).toMatchObject({ n: 40, flagged: 5 });
    // A: every metric on c01–c03; some metric on c01–c10.
    expect(summary("A").strict).toMatchObject({ n: 40, flagged: 3, flaggedShare: 3 / 40 });
    expect(summary("A").any).toMatchObject({ n: 40, flagged: 10, flaggedShare: 10 / 40 });
    // B: emb-y only, on c31–c35.
    expect(summary("B").strict).toMatchObject({ flagged: 0 });
    expect(summary("B").any).toMatchObject({ flagged: 5 });
    const view = await getModelContamination(null, slug, models.A).catch(() => null);
    // Not public yet (no public submission): only its owner sees it.
    expect(view).toBeNull();
    const own = await getModelContamination(owner, slug, models.A);
    expect(own.postCutoff.flagged).toMatchObject({ meteor: 3, "emb-x": 10, "emb-y": 5, strict: 3 });
    // Flags per (model, claim): every claim some metric flags, with its score under each.
    expect(own.flaggedClaims.total).toBe(10);
    const c01 = own.flaggedClaims.claims.find((c) => c.claimId === "c01");
    expect(c01).toMatchObject({ isStrict: true, scores: { "emb-x": 1, "emb-y": 1 } });
    expect(c01?.scores.meteor).toBeGreaterThan(0.25);
    expect(own.flaggedClaims.claims.find((c) => c.claimId === "c08")).toMatchObject({
      isStrict: false,
      scores: { "emb-x": 0.5, "emb-y": 0 },
    });
    expect(own.postCutoff.claims.find((c) => c.claimId === "c04")?.scores).toMatchObject({
      "emb-x": 0.5,
      "emb-y": 0.5,
    });
  });

  it("ranks on each metric's controlled subset and on their intersection, with Δrank (Table 7)", async () => {
    await submitVerdicts(owner, slug, models.A, (i) => i < 27, "a.jsonl");
    await submitVerdicts(owner, slug, models.B, (i) => i >= 10 && i < 33, "b.jsonl");
    await runJobs(SCORE_SUBMISSION);
    const ranking = await getControlledRanking(null, slug, {});
    // METEOR leaves out c01–c03; emb-x c01–c10; emb-y c01–c05 and c31–c35; the intersection all of them.
    expect(ranking.subsets).toEqual([
      { metric: "meteor", tau: 0.25, n: 37, contaminated: 3, unassessed: 0, withheld: false },
      { metric: "emb-x", tau: 0.4, n: 30, contaminated: 10, unassessed: 0, withheld: false },
      { metric: "emb-y", tau: 0.4, n: 30, contaminated: 10, unassessed: 0, withheld: false },
      { metric: null, tau: null, n: 25, contaminated: 15, unassessed: 0, withheld: false },
    ]);
    // Macro-F1 (hand-computed): all A .6748 B .5747; METEOR A .6486 B .6213; emb-x A .5662 B .7664;
    // emb-y A .7333 B .6667; intersection A .6795 B .8000.
    const row = (id: string) => ranking.rows.find((r) => r.modelId === id)!;
    expect(row(models.A).full.rank).toBe(1);
    expect(row(models.A).subsets.map((c) => [c.n, c.rank, c.deltaRank])).toEqual([
      [37, 1, 0],
      [30, 2, 1],
      [30, 1, 0],
      [25, 2, 1],
    ]);
    expect(row(models.B).subsets.map((c) => [c.rank, c.deltaRank])).toEqual([
      [2, 0],
      [1, -1],
      [2, 0],
      [1, -1],
    ]);
    expect(row(models.B).subsets[3]?.value).toBeCloseTo(0.8, 12);
    expect(row(models.A)).toMatchObject({ controlled: { n: 25, rank: 2 }, deltaRank: 1 });

    // The leaderboard's contamination-controlled ranking uses the final intersection (25
    // claims here: too few to rank a board on; 30 below, once emb-x is removed).
    await expect(getLeaderboard(null, slug, { controlled: "1" })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("has only 25 claims of the 40"),
    });
  });

  it("drops a removed metric's scores and ranks without it", async () => {
    const list = metricList();
    const result = await saveContaminationMetrics(admin, slug, {
      metrics: [list.metrics[0]!, list.metrics[2]!],
    });
    expect(result).toMatchObject({ removed: ["emb-x"], rescoring: [] });
    expect(await db.contaminationScore.count({ where: { metric: "emb-x" } })).toBe(0);
    const ranking = await getControlledRanking(null, slug, {});
    expect(ranking.subsets.map((s) => [s.metric, s.n])).toEqual([
      ["meteor", 37],
      ["emb-y", 30],
      [null, 30],
    ]);
    const board = await getLeaderboard(null, slug, { controlled: "1" });
    expect(board.n).toBe(30);
    // Macro-F1 on c06–c30 and c36–c40: A .7333, B .6667 (as on emb-y's subset, which it equals).
    const ours = board.rows.filter((r) => r.modelId === models.A || r.modelId === models.B);
    expect(ours.map((r) => r.modelId)).toEqual([models.A, models.B]);
  });

  it("scores a meteor_averitec metric (the AVeriTeC scorer's METEOR) on the stored evidence", async () => {
    const list = metricList();
    const averitec = { name: "averitec", kind: "meteor_averitec", tau: 0.25 };
    const result = await saveContaminationMetrics(admin, slug, {
      metrics: [list.metrics[0]!, list.metrics[2]!, averitec],
    });
    expect(result).toMatchObject({ rescoring: ["averitec"], removed: [] });
    const tauOutOfRange = await saveContaminationMetrics(admin, slug, {
      metrics: [{ ...averitec, tau: -0.1 }],
    }).catch((e: unknown) => e);
    expect(tauOutOfRange).toMatchObject({
      status: 400,
      fields: { "metrics.0.tau": "τ of a METEOR metric must be between 0 and 1" },
    });
    expect(await runJobs(RESCORE_METRICS_JOB)).toEqual(["done"]);
    const metrics = await listContaminationMetrics(admin, slug);
    expect(metrics.metrics.find((m) => m.name === "averitec")).toMatchObject({
      kind: "meteor_averitec",
      scored: 80,
    });
    const own = await getModelContamination(owner, slug, models.A);
    // A copied the oracle on c01–c03: flagged there only, as under METEOR.
    expect(own.postCutoff.flagged).toMatchObject({ meteor: 3, averitec: 3 });
    const c01 = own.flaggedClaims.claims.find((c) => c.claimId === "c01");
    expect(c01?.scores.averitec).toBeGreaterThan(0.9);
    // The inflation test: every metric flags c01–c03; emb-y alone c04–c05, which are on
    // neither side; the clean side is what no metric flags, as in the controlled set.
    expect(own.controlled[0]?.comparison).toMatchObject({ a: { n: 3 }, b: { n: 35 } });
  });
});
