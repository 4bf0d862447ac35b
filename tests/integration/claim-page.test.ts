// The claim page's data (getClaim) and the Submit page's templates (getPredictionTemplate):
// gated benchmarks show claims to users with access only; hidden labels never come out.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { getClaim } from "@/lib/server/benchmarks/get-claim";
import { getPredictionTemplate } from "@/lib/server/submissions/get-prediction-template";
import { runQueuedJobs, uploadOf } from "../support/scoring-jobs";
import { integrityBundle, verdictCard, writeTestBundle } from "../fixtures/bundles/write-test-bundle";

const slug = `claim-${Date.now()}`;
let owner: { id: string; role: string };
let other: { id: string; role: string };

async function researcher(tag: string) {
  return db.user.create({
    data: { email: `${tag}-${slug}@example.org`, name: tag, role: "researcher", emailVerifiedAt: new Date() },
    select: { id: true, role: true },
  });
}

describe(`claim page and templates on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    const dir = await writeTestBundle({
      "benchmark.json": verdictCard(slug, "Claim page", ["Real", "Fake"]),
      "claims.jsonl": [
        {
          claim_id: "d1",
          text: "The dev claim.",
          claim_date: "2025-01-10",
          context: "Said on TV.",
          evidence: [
            { id: "e1", title: "A report", url: "https://example.org/r", published: "2025-01-09" },
            { id: "e2", title: "A second source" },
          ],
        },
        { claim_id: "d2", text: "Another dev claim.", claim_date: "2025-02-10" },
        { claim_id: "t1", text: "The test claim.", claim_date: "2025-04-10" },
      ],
      "labels.jsonl": [
        { claim_id: "d1", label: "Fake" },
        { claim_id: "d2", label: "Real" },
        { claim_id: "t1", label: "Fake" },
      ],
      "splits.json": { dev: ["2025Q1"], test: ["2025Q2"] },
    });
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    owner = await researcher("owner");
    other = await researcher("other");
    const modelId = (
      await db.modelEntry.create({
        data: {
          ownerId: owner.id,
          name: "m-owner",
          organisation: "o",
          declaredCutoff: new Date("2024-01-01"),
          cutoffSource: "card",
          regime: "closed_book",
        },
      })
    ).id;
    const text =
      '{"claim_id":"d1","label":"Real"}\n{"claim_id":"d2","label":"Real"}\n{"claim_id":"t1","label":"Fake"}\n';
    await createSubmission(
      owner,
      { benchmark: slug, modelId, regime: "closed_book" },
      await uploadOf({ text }, "p.jsonl"),
    );
    await runQueuedJobs();
  });

  it("shows a dev claim's text, context, evidence, dates and label, and its owner's predictions only to the owner", async () => {
    const claim = await getClaim(owner, slug, "d1");
    expect(claim).toMatchObject({
      canRead: true,
      text: "The dev claim.",
      context: "Said on TV.",
      claimDate: "2025-01-10",
      split: { name: "2025Q1", kind: "dev", labelsPublic: true },
      gold: { label: "Fake" },
    });
    expect(claim.evidence.map((e) => e.id)).toEqual(["e1", "e2"]);
    expect(claim.predictions).toEqual([
      expect.objectContaining({ model: "m-owner", label: "Real", correct: false, missing: false }),
    ]);
    expect((await getClaim(other, slug, "d1")).predictions).toEqual([]);
    expect((await getClaim(null, slug, "d1")).predictions).toEqual([]);
  });

  it("never gives out a hidden label or per-claim result of a test split", async () => {
    const claim = await getClaim(owner, slug, "t1");
    expect(claim).toMatchObject({
      canRead: true,
      text: "The test claim.",
      gold: null,
      predictions: [],
      split: { kind: "test", labelsPublic: false },
    });
    expect(JSON.stringify(claim)).not.toMatch(/Fake/);
    await expect(getClaim(owner, slug, "nope")).rejects.toMatchObject({ status: 404 });
  });

  it("on a gated benchmark shows claims only to users with access", async () => {
    await db.benchmark.update({ where: { slug }, data: { accessMode: "manual" } });
    try {
      const locked = await getClaim(other, slug, "d1");
      expect(locked).toMatchObject({ canRead: false, text: null, context: null, evidence: [], gold: null });
      expect((await getClaim(null, slug, "d1")).canRead).toBe(false);
      expect((await getClaim({ id: "admin", role: "admin" }, slug, "d1")).text).toBe("The dev claim.");
      await expect(
        getPredictionTemplate(other, { slug, split: "2025Q1", format: "csv" }),
      ).rejects.toMatchObject({ status: 403 });
      const benchmarkId = (await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } }))
        .id;
      await db.accessRequest.create({ data: { benchmarkId, userId: other.id, status: "approved" } });
      expect((await getClaim(other, slug, "d1")).text).toBe("The dev claim.");
    } finally {
      await db.benchmark.update({ where: { slug }, data: { accessMode: "open" } });
    }
  });

  it("templates list every claim id of the split with predictions empty, never a label", async () => {
    const jsonl = await getPredictionTemplate(other, { slug, split: "2025Q2", format: "jsonl" });
    expect(jsonl.fileName).toBe(`${slug}-2025Q2-template.jsonl`);
    expect([...jsonl.lines].join("")).toBe('{"claim_id":"t1","label":null}\n');
    const csv = [
      ...(await getPredictionTemplate(other, { slug, split: "2025Q1", format: "csv" })).lines,
    ].join("");
    expect(csv).toBe("claim_id,label\r\nd1,\r\nd2,\r\n");
    await expect(
      getPredictionTemplate(other, { slug, split: "2031Q1", format: "csv" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("claim page of an integrity benchmark", () => {
  it("shows the owner's squared error and whether the 3-bin decision matches the public gold", async () => {
    const integritySlug = `claim-integrity-${Date.now()}`;
    const bundle = integrityBundle();
    const dir = await writeTestBundle({
      ...bundle,
      "benchmark.json": { ...bundle["benchmark.json"], slug: integritySlug },
      "splits.json": { dev: ["2024Q1", "2024Q3"] },
    });
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    const owner = await researcher(`integrity-owner-${integritySlug}`);
    const modelId = (
      await db.modelEntry.create({
        data: {
          ownerId: owner.id,
          name: "m-integrity",
          organisation: "o",
          declaredCutoff: new Date("2023-01-01"),
          cutoffSource: "card",
          regime: "closed_book",
        },
      })
    ).id;
    const text = '{"claim_id":"i1","score":0.2}\n{"claim_id":"i2","score":0.9}\n';
    await createSubmission(
      owner,
      { benchmark: integritySlug, modelId, regime: "closed_book", split: "all" },
      await uploadOf({ text }, "p.jsonl"),
    );
    await runQueuedJobs();
    // Gold -0.5 and 1 (integrityBundle): 0.2 errs by 0.49 and lands in another bin; 0.9 by 0.01, same bin.
    const [first] = (await getClaim(owner, integritySlug, "i1")).predictions;
    expect(first?.integrity?.squaredError).toBeCloseTo(0.49, 12);
    expect(first?.integrity?.bin3Agrees).toBe(false);
    const [second] = (await getClaim(owner, integritySlug, "i2")).predictions;
    expect(second?.integrity?.squaredError).toBeCloseTo(0.01, 12);
    expect(second?.integrity?.bin3Agrees).toBe(true);
    expect((await getClaim(null, integritySlug, "i1")).predictions).toEqual([]);
  });
});
