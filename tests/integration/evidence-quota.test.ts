// Model evidence uploads on a benchmark with hidden test labels share its daily quota, per
// user over all their models, also when sent at once; dev-only benchmarks take any number.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { checkEvidenceQuota } from "@/lib/server/contamination/check-evidence-quota";
import { createContaminationUpload } from "@/lib/server/contamination/create-contamination-upload";
import { februaryClaims, jsonl, verdictCard, writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { listStoredKeys } from "../support/stored-keys";
import { createModelRow } from "../support/rows";

const stamp = Date.now();
const ids = ["q1", "q2", "q3"];
let owner: { id: string; role: string };
let other: { id: string; role: string };

async function importBenchmark(slug: string, splits?: object): Promise<string> {
  const dir = await writeTestBundle({
    "benchmark.json": verdictCard(slug, "Evidence quota fixture"),
    "claims.jsonl": februaryClaims(ids),
    "labels.jsonl": ids.map((id) => ({ claim_id: id, label: "True" })),
    ...(splits ? { "splits.json": splits } : {}),
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  return (await db.benchmark.update({ where: { slug }, data: { dailyQuota: 2 }, select: { id: true } })).id;
}

async function upload(slug: string, modelId: string, actor = owner) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "quota-"));
  await writeFile(
    path.join(dir, "e.jsonl"),
    jsonl(ids.map((id) => ({ claim_id: id, evidence: [`Statement about ${id}.`] }))),
  );
  return createContaminationUpload(
    actor,
    { slug, target: "model", kind: "statements", modelId },
    { path: path.join(dir, "e.jsonl"), name: "e.jsonl" },
  );
}

function newModel(name: string, actor = owner): Promise<string> {
  return createModelRow(actor.id, `${name}-${stamp}`);
}

describe(`evidence upload quota on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const hidden = `quota-hidden-${stamp}`;
  const dev = `quota-dev-${stamp}`;
  let hiddenId = "";

  beforeAll(async () => {
    owner = await db.user.create({
      data: { email: `${hidden}@example.org`, name: "Owner", role: "researcher" },
      select: { id: true, role: true },
    });
    other = await db.user.create({
      data: { email: `${hidden}-other@example.org`, name: "Other", role: "researcher" },
      select: { id: true, role: true },
    });
    hiddenId = await importBenchmark(hidden);
    await importBenchmark(dev, { dev: ["2025Q1"] });
  });

  it("refuses a user's third upload of the day on hidden test labels, whichever model, and stores nothing", async () => {
    const [a, b] = [await newModel("quota-a"), await newModel("quota-b")];
    await upload(hidden, a);
    await upload(hidden, b);
    const stored = listStoredKeys("contamination").length;
    expect(stored).toBeGreaterThanOrEqual(2);
    const err = await upload(hidden, a).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: expect.stringContaining("at most 2 model evidence uploads per user per UTC day"),
    });
    expect((err as { details?: { resetAt?: string } }).details?.resetAt).toMatch(/T00:00:00\.000Z$/);
    expect(listStoredKeys("contamination").length).toBe(stored);
    // Another user has their own allowance; tomorrow this one has again.
    await expect(upload(hidden, await newModel("quota-other", other), other)).resolves.toHaveProperty(
      "uploadId",
    );
    await expect(
      checkEvidenceQuota(db, owner, hiddenId, new Date(Date.now() + 86_400_000)),
    ).resolves.toBeUndefined();
  });

  it("lets only the quota through when uploads arrive at once", async () => {
    const racer = await db.user.create({
      data: { email: `${hidden}-racer@example.org`, name: "Racer", role: "researcher" },
      select: { id: true, role: true },
    });
    const model = await newModel("quota-race", racer);
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => upload(hidden, model, racer)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(2);
    expect(
      outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason),
    ).toEqual([expect.objectContaining({ status: 429 }), expect.objectContaining({ status: 429 })]);
  });

  it("takes any number of uploads on a benchmark whose labels are all public", async () => {
    const model = await newModel("quota-dev");
    for (let i = 0; i < 3; i++) await expect(upload(dev, model)).resolves.toHaveProperty("uploadId");
  });
});
