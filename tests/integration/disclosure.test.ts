// The hidden-split disclosure policy on a real database: the Ladder decides each score as it is
// stored, small splits are withheld, a maintainer's step change never rewrites a release,
// retiring a split makes exact values and labels public (audited), and the backfill of an
// upgraded database decides as the worker would have.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SeededRng } from "@/scripts/demo-data/seeded-rng";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { listClaims } from "@/lib/server/benchmarks/list-claims";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import { backfillScoreDisclosures } from "@/lib/server/disclosure/backfill-score-disclosures";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { updateDisclosureStep } from "@/lib/server/disclosure/update-disclosure-step";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { getSubmission } from "@/lib/server/submissions/get-submission";
import { getQuotaStatus } from "@/lib/server/submissions/get-quota-status";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { newUser, type DbUser } from "../support/access-fixtures";
import { runQueuedJobs, uploadOf } from "../support/scoring-jobs";

const slug = `release-${Date.now()}`;
const LABELS = ["True", "False"];
const gold = new Map<string, string>();
let researcher: DbUser;
let maintainer: DbUser;
let models: { a: string; b: string };

function bundle() {
  const rng = new SeededRng(7);
  const claims = [];
  const labels = [];
  for (const [quarter, month, n] of [
    ["2025Q1", "02", 40],
    ["2025Q2", "05", 100],
    ["2025Q3", "08", 20],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const id = `${quarter}-${i}`;
      const label = rng.pick(LABELS);
      gold.set(id, label);
      claims.push({
        claim_id: id,
        text: `Claim ${id}`,
        claim_date: `2025-${month}-${String(1 + (i % 28)).padStart(2, "0")}`,
      });
      labels.push({ claim_id: id, label });
    }
  }
  return writeTestBundle({
    "benchmark.json": {
      slug,
      title: "Disclosure policy",
      track: "verdict",
      labels: LABELS,
      description: "Ladder test.",
      license: "CC0",
      citation: "none",
    },
    "claims.jsonl": claims,
    "labels.jsonl": labels,
    "splits.json": { dev: ["2025Q1"], test: ["2025Q2", "2025Q3"] },
  });
}

/** A prediction file for a split with exactly `correct` right answers (the first ones). */
function predictions(quarter: string, correct: number): string {
  const ids = [...gold.keys()].filter((id) => id.startsWith(quarter));
  return (
    ids
      .map((id, i) =>
        JSON.stringify({
          claim_id: id,
          label: i < correct ? gold.get(id) : LABELS.find((l) => l !== gold.get(id)),
        }),
      )
      .join("\n") + "\n"
  );
}

async function submit(model: string, split: string, correct: number): Promise<string> {
  const { id } = await createSubmission(
    researcher,
    { benchmark: slug, split, modelId: model, regime: "closed_book", isPublic: "true" },
    await uploadOf({ text: predictions(split, correct) }, "p.jsonl"),
  );
  await runQueuedJobs();
  return id;
}

describe(`hidden-split release on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const ids: string[] = [];
  beforeAll(async () => {
    await importBundleFromPath({ id: null, role: "admin" }, await bundle(), { publish: true });
    const b = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    await db.benchmark.update({ where: { id: b.id }, data: { dailyQuota: 20 } });
    [researcher, maintainer] = [await newUser(), await newUser("maintainer")];
    await db.user.update({ where: { id: researcher.id }, data: { emailVerifiedAt: new Date() } }); // hidden splits need a confirmed address
    await db.benchmarkMaintainer.create({ data: { benchmarkId: b.id, userId: maintainer.id } });
    const model = (name: string) =>
      db.modelEntry.create({
        data: {
          ownerId: researcher.id,
          name,
          organisation: "o",
          declaredCutoff: new Date("2024-01-01"),
          cutoffSource: "card",
          regime: "closed_book",
        },
      });
    models = { a: (await model("A")).id, b: (await model("B")).id };
    ids.push(
      await submit(models.a, "2025Q2", 60),
      await submit(models.b, "2025Q2", 61),
      await submit(models.b, "2025Q2", 85),
    );
  }, 120_000);

  it("releases a participant's first score and clear improvements, holds the rest (any of their models)", async () => {
    const [first, oneMore, better] = await Promise.all(ids.map((id) => getSubmission(researcher, id)));
    expect(first!.release).toMatchObject({ status: "released", metric: "macro_f1", step: 0.05 }); // 0.5 / √100
    expect(first!.score?.metrics).toMatchObject({ accuracy: 0.6 });
    // One claim more is right: no significant improvement, and nothing about it is disclosed.
    expect(oneMore!.release).toMatchObject({ status: "held", value: null, best: first!.release!.value });
    expect(oneMore!.score).toBeNull();
    expect(better!.release).toMatchObject({ status: "released" });
    expect(better!.score?.metrics).toMatchObject({ accuracy: 0.85 });
    // The maintainer sees every score exactly.
    const exact = await getSubmission({ id: maintainer.id, role: "admin" }, ids[1]!);
    expect(exact.release).toBeNull();
    expect(exact.score?.metrics).toMatchObject({ accuracy: 0.61 });
  });

  it("builds the public board from released scores only", async () => {
    const board = await getLeaderboard(null, slug, { splits: "2025Q2" });
    const b = board.rows.find((r) => r.model === "B");
    expect(b?.metrics.accuracy?.value).toBe(0.85);
    expect(board.rows.find((r) => r.model === "A")?.metrics.accuracy?.value).toBe(0.6);
  });

  it("withholds every number on a hidden split under 30 claims", async () => {
    const id = await submit(models.a, "2025Q3", 15);
    const view = await getSubmission(researcher, id);
    expect(view.release).toMatchObject({ status: "withheld" });
    expect(view.score).toBeNull();
  });

  it("backfills an upgraded database with the decisions the worker makes", async () => {
    const before = await db.scoreDisclosure.findMany({
      where: { score: { submissionId: { in: ids } } },
      orderBy: { createdAt: "asc" },
      select: { status: true, value: true, resultJson: true },
    });
    await db.scoreDisclosure.deleteMany({ where: { score: { submissionId: { in: ids } } } });
    expect(await backfillScoreDisclosures()).toBe(3);
    const after = await db.scoreDisclosure.findMany({
      where: { score: { submissionId: { in: ids } } },
      orderBy: { createdAt: "asc" },
      select: { status: true, value: true, resultJson: true },
    });
    expect(after).toEqual(before);
    expect(await backfillScoreDisclosures()).toBe(0);
  });

  it("applies a maintainer's step to new disclosures only, and audits the change", async () => {
    await expect(updateDisclosureStep(researcher, slug, { disclosureStep: "0.01" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(updateDisclosureStep(maintainer, slug, { disclosureStep: "0.5" })).rejects.toMatchObject({
      status: 400,
      fields: { disclosureStep: expect.any(String) },
    });
    const released = await getSubmission(researcher, ids[0]!);
    await updateDisclosureStep(maintainer, slug, { disclosureStep: "0.01" });
    expect(await getSubmission(researcher, ids[0]!)).toEqual(released);
    const event = await db.auditEvent.findFirstOrThrow({
      where: { action: "benchmark.release_step", actorId: maintainer.id },
      select: { detailJson: true },
    });
    expect(JSON.parse(event.detailJson)).toMatchObject({
      from: null,
      to: 0.01,
      appliesFrom: expect.any(String),
    });
    const next = await getSubmission(researcher, await submit(models.a, "2025Q2", 90));
    expect(next.release).toMatchObject({ status: "released", step: 0.01 });
  });

  it("retires a test split: exact values and labels become public, audited, once", async () => {
    await expect(retireSplit(researcher, slug, "2025Q2")).rejects.toMatchObject({ status: 403 });
    await expect(retireSplit(maintainer, slug, "2025Q1")).rejects.toMatchObject({ status: 400 });
    await expect(retireSplit(maintainer, slug, "2030Q1")).rejects.toMatchObject({ status: 404 });
    const { retiredAt } = await retireSplit(maintainer, slug, "2025Q2");
    await expect(retireSplit(maintainer, slug, "2025Q2")).rejects.toMatchObject({ status: 409 });
    const event = await db.auditEvent.findFirstOrThrow({
      where: { action: "split.retire", actorId: maintainer.id },
      select: { detailJson: true },
    });
    expect(JSON.parse(event.detailJson)).toMatchObject({ split: "2025Q2", exactValuesPublicAt: retiredAt });
    const held = await getSubmission(researcher, ids[1]!);
    expect(held.release).toBeNull();
    expect(held.score?.metrics).toMatchObject({ accuracy: 0.61 });
    const board = await getLeaderboard(null, slug, { splits: "2025Q2" });
    expect(board.release.exact).toBe(true);
    const claims = await listClaims(null, slug, { quarter: "2025Q2", pageSize: "100" });
    expect(claims.items.every((c) => c.label === gold.get(c.claimId))).toBe(true);
    const file = await db.releaseFile.findFirstOrThrow({
      where: { name: "2025Q2_labels.jsonl", release: { benchmark: { slug } } },
      select: { path: true },
    });
    const lines = ((await getFileStore().readText(file.path)) ?? "").trim().split("\n");
    expect(lines).toHaveLength(100);
    expect(JSON.parse(lines[0]!)).toEqual({ claim_id: "2025Q2-0", label: gold.get("2025Q2-0") });
    const b = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    expect(await getQuotaStatus(researcher, b.id, { name: "2025Q2" })).toMatchObject({ applies: false });
  });
});
