// The parts of the submission pages that are ours to test here: quota counting, the history
// list with its headline metric, and model visibility through a public submission.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createModel } from "@/lib/server/models/create-model";
import { getModel } from "@/lib/server/models/get-model";
import { getQuotaStatus } from "@/lib/server/submissions/get-quota-status";
import { listMySubmissions } from "@/lib/server/submissions/list-my-submissions";
import { newBenchmark, newUser, type DbUser } from "../support/access-fixtures";

async function newSplits() {
  const b = await newBenchmark({ mode: "open" });
  await db.benchmark.update({ where: { id: b.id }, data: { dailyQuota: 3 } });
  const release = await db.release.create({
    data: { benchmarkId: b.id, version: "v1", contentHash: "h", publishedAt: new Date() },
    select: { id: true },
  });
  const split = (name: string, kind: string) =>
    db.split.create({
      data: { benchmarkId: b.id, releaseId: release.id, name, kind },
      select: { id: true, name: true },
    });
  return { b, dev: await split("2025Q3", "dev"), test: await split("2025Q4", "test") };
}

async function submit(
  u: DbUser,
  benchmarkId: string,
  splitId: string,
  modelId: string,
  extra: Partial<{ createdAt: Date; countsForQuota: boolean; status: string; isPublic: boolean }> = {},
) {
  return db.submission.create({
    data: {
      userId: u.id,
      benchmarkId,
      splitId,
      modelId,
      regime: "closed_book",
      filePath: "x",
      fileName: "p.jsonl",
      format: "jsonl",
      fileSha256: "s",
      fileBytes: 1,
      ...extra,
    },
    select: { id: true },
  });
}

const MODEL = {
  name: "m",
  organisation: "o",
  declaredCutoff: "2024-01-01",
  cutoffSource: "card",
  regime: "closed_book",
  openWeights: false,
};
const midnight = () => new Date(new Date().toISOString().slice(0, 10) + "T00:00:00Z");

describe(`submission quota and history on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("counts today's quota-counting submissions on test splits only", async () => {
    const [u, other] = [await newUser(), await newUser()];
    const { b, dev, test } = await newSplits();
    const m = await createModel(u, MODEL);
    const m2 = await createModel(other, MODEL);
    const now = new Date();
    expect(await getQuotaStatus(u, b.id, test.id, { now })).toEqual({
      applies: true,
      limit: 3,
      used: 0,
      remaining: 3,
      resetAt: new Date(midnight().getTime() + 86_400_000).toISOString(),
    });
    await submit(u, b.id, test.id, m.id);
    await submit(u, b.id, test.id, m.id, { countsForQuota: false, status: "failed" }); // refunded platform failure
    await submit(u, b.id, test.id, m.id, { createdAt: new Date(midnight().getTime() - 1000) }); // yesterday
    await submit(other, b.id, test.id, m2.id); // someone else
    await submit(u, b.id, dev.id, m.id);
    expect(await getQuotaStatus(u, b.id, test.id, { now })).toMatchObject({
      applies: true,
      used: 1,
      remaining: 2,
    });
    expect(await getQuotaStatus(u, b.id, { name: "2025Q4" }, { now })).toMatchObject({
      used: 1,
      remaining: 2,
    });
    expect(await getQuotaStatus(u, b.id, dev.id, { now })).toMatchObject({
      applies: false,
      limit: null,
      remaining: null,
      used: 1,
    });
    await submit(u, b.id, test.id, m.id);
    await submit(u, b.id, test.id, m.id);
    expect(await getQuotaStatus(u, b.id, test.id, { now })).toMatchObject({ used: 3, remaining: 0 });
    await expect(getQuotaStatus(u, b.id, "no-such-split")).rejects.toMatchObject({ status: 404 });
    const { b: elsewhere } = await newSplits();
    await expect(getQuotaStatus(u, elsewhere.id, test.id)).rejects.toMatchObject({ status: 404 });
  });

  it("lists only the user's submissions, newest first, with the headline metric of the newest score", async () => {
    const [u, other] = [await newUser(), await newUser()];
    const { b, test } = await newSplits();
    const m = await createModel(u, MODEL);
    const first = await submit(u, b.id, test.id, m.id, {
      status: "scored",
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await submit(u, b.id, test.id, m.id, { status: "failed" });
    await submit(other, b.id, test.id, (await createModel(other, MODEL)).id);
    const lv1 = await db.labelVersion.create({
      data: { benchmarkId: b.id, version: 1, hash: "a" },
      select: { id: true },
    });
    const lv2 = await db.labelVersion.create({
      data: { benchmarkId: b.id, version: 2, hash: "b" },
      select: { id: true },
    });
    const result = (macro: number) =>
      JSON.stringify({
        n: 3,
        track: "verdict",
        metrics: { accuracy: 0.5, macro_f1: macro, weighted_f1: 0.4, fsr: 1 },
      });
    await db.score.create({
      data: {
        submissionId: first.id,
        labelVersionId: lv1.id,
        scorerVersion: "1",
        resultJson: result(0.25),
        createdAt: new Date(Date.now() - 1000),
      },
    });
    await db.score.create({
      data: { submissionId: first.id, labelVersionId: lv2.id, scorerVersion: "1", resultJson: result(0.75) },
    });
    // A hidden test split: the newest score shows only as the Ladder disclosed it.
    const newest = await db.score.findFirstOrThrow({
      where: { submissionId: first.id, labelVersionId: lv2.id },
      select: { id: true },
    });
    await db.scoreDisclosure.create({
      data: {
        scoreId: newest.id,
        userId: u.id,
        splitId: test.id,
        labelVersionId: lv2.id,
        metric: "macro_f1",
        status: "released",
        value: 0.8,
        step: 0.1,
        resultJson: "{}",
      },
    });
    const rows = await listMySubmissions(u);
    expect(rows.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(rows[0]).toMatchObject({
      status: "failed",
      primary: null,
      release: null,
      split: { name: "2025Q4", kind: "test" },
      model: { id: m.id, name: "m" },
    });
    expect(rows[1]).toMatchObject({
      status: "scored",
      primary: { metric: "macro_f1", value: 0.8, lowerIsBetter: false },
      release: "released",
      benchmark: { slug: b.slug },
    });
    // Held by the Ladder: no number at all.
    await db.scoreDisclosure.update({ where: { scoreId: newest.id }, data: { status: "held", value: 0.5 } });
    expect((await listMySubmissions(u))[1]).toMatchObject({ primary: null, release: "held" });
    // Exact once the split is retired (labels public).
    await db.split.update({ where: { id: test.id }, data: { retiredAt: new Date() } });
    expect((await listMySubmissions(u))[1]).toMatchObject({
      primary: { metric: "macro_f1", value: 0.75 },
      release: null,
    });
  });

  it("shows a model to everyone once one of its submissions is public", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const { b, test } = await newSplits();
    const m = await createModel(owner, MODEL);
    await submit(owner, b.id, test.id, m.id, { isPublic: false });
    await expect(getModel(other, m.id)).rejects.toMatchObject({ status: 404 });
    await submit(owner, b.id, test.id, m.id, { isPublic: true });
    expect(await getModel(other, m.id)).toMatchObject({ id: m.id, isOwner: false, submissionCount: 2 });
    expect(await getModel(null, m.id)).toMatchObject({ id: m.id });
  });
});
