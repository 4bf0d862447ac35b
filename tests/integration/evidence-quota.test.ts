// Model evidence uploads on a benchmark with hidden test labels share its daily quota, per
// model; dev-only benchmarks take any number.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { checkEvidenceQuota } from "@/lib/server/contamination/check-evidence-quota";
import { createContaminationUpload } from "@/lib/server/contamination/create-contamination-upload";
import { jsonl, writeTestBundle } from "../fixtures/bundles/write-test-bundle";

const stamp = Date.now();
const ids = ["q1", "q2", "q3"];
let owner: { id: string; role: string };

async function importBenchmark(slug: string, splits?: object): Promise<string> {
  const dir = await writeTestBundle({
    "benchmark.json": { slug, title: "Evidence quota fixture", track: "verdict", labels: ["True", "False"], description: "t", license: "CC0", citation: "-" },
    "claims.jsonl": ids.map((id, i) => ({ claim_id: id, text: `Claim ${i}`, claim_date: `2025-02-0${i + 1}` })),
    "labels.jsonl": ids.map((id) => ({ claim_id: id, label: "True" })),
    ...(splits ? { "splits.json": splits } : {}),
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  return (await db.benchmark.update({ where: { slug }, data: { dailyQuota: 2 }, select: { id: true } })).id;
}

async function upload(slug: string, modelId: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "quota-"));
  await writeFile(path.join(dir, "e.jsonl"), jsonl(ids.map((id) => ({ claim_id: id, evidence: [`Statement about ${id}.`] }))));
  return createContaminationUpload(owner, { slug, target: "model", kind: "statements", modelId }, { path: path.join(dir, "e.jsonl"), name: "e.jsonl" });
}

async function newModel(name: string): Promise<string> {
  return (await db.modelEntry.create({ data: { ownerId: owner.id, name: `${name}-${stamp}`, organisation: "o", declaredCutoff: new Date("2024-06-01"), cutoffSource: "card", regime: "closed_book" } })).id;
}

describe(`evidence upload quota on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const hidden = `quota-hidden-${stamp}`;
  const dev = `quota-dev-${stamp}`;
  let hiddenId = "";

  beforeAll(async () => {
    owner = await db.user.create({ data: { email: `${hidden}@example.org`, name: "Owner", role: "researcher" }, select: { id: true, role: true } });
    hiddenId = await importBenchmark(hidden);
    await importBenchmark(dev, { dev: ["2025Q1"] });
  });

  it("refuses a model's third upload of the day on hidden test labels, with when it resets", async () => {
    const model = await newModel("quota-a");
    await upload(hidden, model);
    await upload(hidden, model);
    const err = await upload(hidden, model).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, code: "RATE_LIMITED", message: expect.stringContaining("at most 2 evidence uploads per UTC day") });
    expect((err as { details?: { resetAt?: string } }).details?.resetAt).toMatch(/T00:00:00\.000Z$/);
    // Another model of the same owner has its own allowance; tomorrow the first one has again.
    await expect(upload(hidden, await newModel("quota-b"))).resolves.toHaveProperty("uploadId");
    await expect(checkEvidenceQuota(owner, hiddenId, model, new Date(Date.now() + 86_400_000))).resolves.toBeUndefined();
  });

  it("takes any number of uploads on a benchmark whose labels are all public", async () => {
    const model = await newModel("quota-dev");
    for (let i = 0; i < 3; i++) await expect(upload(dev, model)).resolves.toHaveProperty("uploadId");
  });
});
