// What maintainers do with a benchmark's contamination scores: set τ, calibrate it against
// human labels, and replace oracle evidence (every model re-scored on the claim). Starts from
// one model whose uploaded statements copy the oracle on its first 10 claims, scored with
// METEOR without an endpoint, and a public submission of it (contamination.test.ts tells
// how those come about).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";
import { CONTAMINATION_UPLOAD_JOB } from "@/lib/server/contamination/contamination-upload-job";
import { createContaminationUpload } from "@/lib/server/contamination/create-contamination-upload";
import { listContaminationUploads } from "@/lib/server/contamination/list-contamination-uploads";
import { getModelContamination } from "@/lib/server/contamination/get-model-contamination";
import { saveContaminationMetrics } from "@/lib/server/contamination/save-contamination-metrics";
import { listContaminationMetrics } from "@/lib/server/contamination/list-contamination-metrics";
import { saveHumanLabels } from "@/lib/server/contamination/save-human-labels";
import { getTauCalibration } from "@/lib/server/contamination/get-tau-calibration";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { switchEndpoint } from "../support/contamination-endpoint";
import { jsonl } from "../fixtures/bundles/write-test-bundle";
import { fileOf, runJobs } from "../support/contamination-fixture";
import { createModelRow } from "../support/rows";
import {
  ids,
  oracleOf,
  unrelated,
  submitVerdicts,
  publishContaminationBenchmark,
} from "../support/contamination-claims";

const slug = `contam-maint-${Date.now()}`;
let admin: { id: string; role: string };
let owner: { id: string; role: string };
let benchmarkId: string;
const models: Record<string, string> = {};
let fake: FakeOpenAi;
const saved = { ...env };

function useEndpoint(on: boolean): void {
  switchEndpoint(fake, on);
}

describe(`contamination settings on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ({ benchmarkId, admin, owner } = await publishContaminationBenchmark(slug));
    models.A = await createModelRow(owner.id, "A");
    useEndpoint(false);
    // runJobs claims any job of its kind: uploads other files left queued in the shared
    // database (the outbound guard's, the LLM fault cases') are run out of the way first.
    await runJobs(CONTAMINATION_UPLOAD_JOB);
    const linesA = ids.map((id, i) => ({ claim_id: id, evidence: i < 10 ? oracleOf(i) : unrelated(i) }));
    await createContaminationUpload(
      owner,
      { slug, target: "model", kind: "statements", modelId: models.A },
      await fileOf("a.jsonl", jsonl(linesA)),
    );
    expect(await runJobs(CONTAMINATION_UPLOAD_JOB)).toEqual(["done"]);
    await submitVerdicts(owner, slug, models.A, (i) => i < 25, "a.jsonl");
    await runJobs(SCORE_SUBMISSION);
  });

  afterAll(async () => {
    Object.assign(env, saved);
    await fake.close();
  });

  it("lets maintainers set τ and calibrate it against human labels", async () => {
    useEndpoint(true);
    const current = (await listContaminationMetrics(admin, slug)).metrics;
    expect(current.map((m) => [m.name, m.isDefault])).toEqual([
      ["meteor", true],
      ["embedding", true],
    ]);
    // The defaults as they are, with METEOR's τ changed.
    const meteorAt = (tau: number) => ({
      metrics: current.map(({ name, kind, model, baseUrl, tau: old }) => ({
        name,
        kind,
        model,
        baseUrl,
        tau: kind === "meteor" ? tau : old,
      })),
    });
    await expect(saveContaminationMetrics(owner, slug, meteorAt(0.5))).rejects.toMatchObject({ status: 403 });
    // Same definitions: a new τ needs no rescoring.
    expect(await saveContaminationMetrics(admin, slug, meteorAt(0.9999))).toMatchObject({
      rescoring: [],
      removed: [],
      jobId: null,
    });
    expect((await getModelContamination(owner, slug, models.A!)).summary.metrics.meteor?.flagged).toBe(0);
    await saveContaminationMetrics(admin, slug, meteorAt(0.25));
    const bad = await saveHumanLabels(admin, slug, {
      name: "h.jsonl",
      text: `{"claim_id": "c01", "model_id": "${models.A}", "contaminated": "yes"}`,
    }).catch((e: unknown) => e);
    expect((bad as Error).message).toMatch(/^h\.jsonl:1: field contaminated:/);
    const labels = ids
      .slice(0, 20)
      .map((id, i) => ({ claim_id: id, model_id: models.A, contaminated: i < 10 }));
    expect(await saveHumanLabels(admin, slug, { name: "h.jsonl", text: jsonl(labels) })).toEqual({
      saved: 20,
    });
    const calibration = await getTauCalibration(admin, slug);
    expect(calibration.labels).toBe(20);
    // Candidates: the distinct observed scores of the 20 labelled pairs, and 1.
    const { points, best } = calibration.metrics.meteor!;
    expect(points.length).toBeLessThanOrEqual(21);
    expect(points.at(-1)).toMatchObject({ tau: 1 });
    expect(best?.agreement).toBe(1);
    expect(best?.tau).toBeGreaterThan(0);
    const stored = await db.contaminationScore.findMany({
      where: { modelId: models.A!, metric: "meteor", claim: { externalId: { in: ids.slice(0, 20) } } },
      select: { score: true },
    });
    expect(stored.map((s) => s.score)).toContain(best?.tau);
    expect(calibration.metrics.embedding?.n ?? 0).toBe(0);
    // Back to the defaults for the cases below (the server's embedding model joins them).
    await db.contaminationMetricConfig.deleteMany({ where: { benchmarkId } });
  });

  it("re-scores every model on a claim when maintainers replace its oracle evidence; a malformed embeddings answer is retried", async () => {
    useEndpoint(true);
    const file = () =>
      fileOf(
        "oracle.jsonl",
        jsonl([{ claim_id: "c01", evidence: ["Completely different words about a volcano erupting."] }]),
      );
    await expect(
      createContaminationUpload(owner, { slug, target: "oracle", kind: "statements" }, await file()),
    ).rejects.toMatchObject({ status: 403 });
    const scoreOf = async (modelId: string, metric: string) =>
      (await db.contaminationScore.findFirst({ where: { modelId, metric, claim: { externalId: "c01" } } }))
        ?.score;
    expect(await scoreOf(models.A!, "meteor")).toBeGreaterThan(0.9);
    expect(await scoreOf(models.A!, "embedding")).toBeUndefined(); // A was scored without an endpoint
    fake.embeddingScript = ["malformed"];
    const before = fake.calls.embeddings;
    await createContaminationUpload(admin, { slug, target: "oracle", kind: "statements" }, await file());
    expect(await runJobs(CONTAMINATION_UPLOAD_JOB)).toEqual(["done"]);
    expect(fake.calls.embeddings - before).toBe(2);
    expect(await scoreOf(models.A!, "meteor")).toBeLessThan(0.25);
    expect(await scoreOf(models.A!, "embedding")).toEqual(expect.any(Number));
    expect((await listContaminationUploads("benchmark-oracle", benchmarkId, benchmarkId))[0]).toMatchObject({
      total: 1,
      done: 1,
      status: "done",
    });
    const view = await getModelContamination(null, slug, models.A!);
    expect(view.summary.metrics.meteor?.flagged).toBe(9);
    expect(JSON.stringify(view)).not.toMatch(/volcano|city council/); // oracle statements never leave the server
  });
});
