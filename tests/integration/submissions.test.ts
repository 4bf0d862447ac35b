// Submissions end to end on a real database: intake validation, the queue, the scoring
// job, stored results equal to the official CLI's reference output, and the quota.
import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { runQueuedJobs, uploadOf } from "../support/scoring-jobs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { getSubmission } from "@/lib/server/submissions/get-submission";
import { SubmissionInvalidError } from "@/lib/server/submissions/submission-invalid-error";
import { queueStaleRescoring } from "@/lib/server/submissions/queue-stale-rescoring";
import { SCORER_VERSION } from "@/lib/scoring/version";

const REF = path.resolve(process.cwd(), "datasets/reference/scoring");
const slug = `sub-${Date.now()}`;
let user: { id: string; role: string };
let modelId: string;
let split: string;

describe(`submissions on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "sub-bundle-"));
    for (const f of ["benchmark.json", "claims.jsonl", "labels.jsonl"])
      await copyFile(path.join(REF, "verdict4", f), path.join(dir, f));
    const meta = JSON.parse(await readFile(path.join(dir, "benchmark.json"), "utf8")) as { slug: string };
    await writeFile(path.join(dir, "benchmark.json"), JSON.stringify({ ...meta, slug }));
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    const splits = await db.split.findMany({ where: { benchmark: { slug } }, select: { name: true } });
    expect(splits).toHaveLength(1);
    split = splits[0]!.name;
    user = await db.user.create({
      data: { email: `${slug}@example.org`, name: "S", role: "researcher", emailVerifiedAt: new Date() },
      select: { id: true, role: true },
    });
    modelId = (
      await db.modelEntry.create({
        data: {
          ownerId: user.id,
          name: "m",
          organisation: "o",
          declaredCutoff: new Date("2024-01-01"),
          cutoffSource: "card",
          regime: "closed_book",
        },
      })
    ).id;
  });

  const meta = (extra: Record<string, string> = {}) => ({
    benchmark: slug,
    split,
    modelId,
    regime: "closed_book",
    ...extra,
  });

  it("queues a valid file, scores it once, and stores the reference numbers", async () => {
    const created = await createSubmission(
      user,
      meta(),
      await uploadOf(path.join(REF, "verdict4", "pred.jsonl"), "pred.jsonl"),
    );
    expect(created).toMatchObject({ status: "queued" });
    // Other queued jobs may exist (other test files share the database): a number, not null.
    expect((await getSubmission(user, created.id)).position).toEqual(expect.any(Number));
    await runQueuedJobs();
    const view = await getSubmission(user, created.id);
    expect(view.status).toBe("scored");
    const expected = JSON.parse(await readFile(path.join(REF, "verdict4", "expected-pred.json"), "utf8")) as {
      metrics: Record<string, number>;
      n: number;
    };
    // Stored exactly, and exact for the benchmark's maintainers (an admin here).
    const stored = await db.score.findFirstOrThrow({
      where: { submissionId: created.id },
      select: { resultJson: true },
    });
    const exact = (await getSubmission({ id: user.id, role: "admin" }, created.id)).score;
    for (const result of [JSON.parse(stored.resultJson) as typeof exact, exact]) {
      expect(result?.n).toBe(expected.n);
      const metrics: Record<string, number> = { ...result?.metrics };
      for (const [k, v] of Object.entries(expected.metrics)) expect(metrics[k]).toBeCloseTo(v, 9);
    }
    // Its submitter, on a hidden split, gets what the Ladder disclosed: every number on the step.
    expect(view.release).toMatchObject({ status: "released", metric: "macro_f1" });
    const step = view.release!.step;
    expect(view.score?.n).toBe(expected.n);
    for (const [k, v] of Object.entries(view.score?.metrics ?? {})) {
      if (k === "fsr") expect(v).toBeCloseTo(expected.metrics.fsr!, 12);
      else expect(Math.abs(v / step - Math.round(v / step))).toBeLessThan(1e-9);
    }
    expect(view.score?.ci?.b).toBe(1000);
    // A hidden test split: nothing that reveals single labels reaches the submitter.
    expect(view.split.kind).toBe("test");
    expect(view.score).not.toHaveProperty("confusion");
    expect(view.score).not.toHaveProperty("per_class");
    expect(await db.claimResult.count({ where: { submissionId: created.id } })).toBe(expected.n);
    await expect(getSubmission({ id: "someone-else", role: "researcher" }, created.id)).rejects.toMatchObject(
      { status: 404 },
    );
  });

  it("refuses a broken file with line numbers and queues nothing", async () => {
    const before = await Promise.all([db.submission.count(), db.job.count()]);
    const claims = (await readFile(path.join(REF, "verdict4", "claims.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => (JSON.parse(l) as { claim_id: string }).claim_id);
    const text = [
      `{"claim_id": "${claims[0]}", "label": "True"}`,
      "{not json",
      `{"claim_id": "nope", "label": "True"}`,
    ].join("\n");
    const err = await createSubmission(user, meta(), await uploadOf({ text }, "bad.jsonl")).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SubmissionInvalidError);
    expect((err as SubmissionInvalidError).issues[0]).toMatchObject({ file: "bad.jsonl", line: 2 });
    expect(await Promise.all([db.submission.count(), db.job.count()])).toEqual(before);
  });

  it("refuses missing predictions unless they are accepted as wrong", async () => {
    const lines = (await readFile(path.join(REF, "verdict4", "pred.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .slice(0, 10)
      .join("\n");
    await expect(
      createSubmission(user, meta(), await uploadOf({ text: lines }, "part.jsonl")),
    ).rejects.toBeInstanceOf(SubmissionInvalidError);
    await expect(
      createSubmission(user, meta({ missingAsWrong: "true" }), await uploadOf({ text: lines }, "part.jsonl")),
    ).resolves.toMatchObject({ status: "queued" });
    await runQueuedJobs();
  });

  it("counts template rows left empty as missing under missing-as-wrong, and refuses them otherwise", async () => {
    const rows = (await readFile(path.join(REF, "verdict4", "pred.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { claim_id: string });
    const text = rows
      .map((r, i) => JSON.stringify(i < 10 ? r : { claim_id: r.claim_id, label: null }))
      .join("\n");
    const refused = await createSubmission(user, meta(), await uploadOf({ text }, "t.jsonl")).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(SubmissionInvalidError);
    expect((refused as SubmissionInvalidError).issues[0]).toMatchObject({
      file: "t.jsonl",
      line: 11,
      message: "missing prediction (left empty)",
    });
    const created = await createSubmission(
      user,
      meta({ missingAsWrong: "true" }),
      await uploadOf({ text }, "t.jsonl"),
    );
    expect(created).toMatchObject({ status: "queued" });
    await runQueuedJobs();
    const score = await db.score.findFirstOrThrow({ where: { submissionId: created.id } });
    expect(JSON.parse(score.resultJson)).toMatchObject({ n: rows.length, missing: rows.length - 10 });
  });

  it("gives exactly one of 20 simultaneous submissions the last quota slot", async () => {
    const used = await db.submission.count({ where: { userId: user.id, countsForQuota: true } });
    await db.benchmark.update({ where: { slug }, data: { dailyQuota: used + 1 } });
    const uploads = await Promise.all(
      Array.from({ length: 20 }, () => uploadOf(path.join(REF, "verdict4", "pred.jsonl"), "pred.jsonl")),
    );
    const results = await Promise.allSettled(uploads.map((u) => createSubmission(user, meta(), u)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.every((r) => (r.reason as { status?: number }).status === 429)).toBe(true);
    await runQueuedJobs();
  });

  it("re-scores scored submissions when corrected labels arrive, keeping the old scores", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "sub-bundle-fix-"));
    for (const f of ["claims.jsonl", "labels.jsonl"])
      await copyFile(path.join(REF, "verdict4", f), path.join(dir, f));
    const meta = JSON.parse(await readFile(path.join(REF, "verdict4", "benchmark.json"), "utf8")) as {
      labels: string[];
    };
    await writeFile(path.join(dir, "benchmark.json"), JSON.stringify({ ...meta, slug }));
    const labels = (await readFile(path.join(dir, "labels.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { label: string });
    labels[0]!.label = meta.labels.find((l) => l !== labels[0]!.label)!;
    await writeFile(path.join(dir, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
    const scored = await db.submission.count({ where: { benchmark: { slug }, status: "scored" } });
    const summary = await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    expect(summary).toMatchObject({ labelVersion: 2, rescored: scored });
    await runQueuedJobs();
    const first = await db.submission.findFirstOrThrow({
      where: { benchmark: { slug }, status: "scored" },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const scores = await db.score.findMany({
      where: { submissionId: first.id },
      select: { labelVersion: { select: { version: true } } },
      orderBy: { createdAt: "asc" },
    });
    expect(scores.map((s) => s.labelVersion.version)).toEqual([1, 2]);
    expect((await getSubmission(user, first.id)).labelVersion).toBe(2);
  });

  it("re-scores submissions scored by an older scorer version once, replacing their per-claim rows", async () => {
    const first = await db.submission.findFirstOrThrow({
      where: { benchmark: { slug }, status: "scored" },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const rows = await db.claimResult.count({ where: { submissionId: first.id } });
    await db.score.updateMany({ where: { submissionId: first.id }, data: { scorerVersion: "0.9.0" } });
    expect(await queueStaleRescoring()).toBeGreaterThanOrEqual(1);
    expect(await queueStaleRescoring()).toBe(0); // already waiting: not queued twice
    await runQueuedJobs();
    const scores = await db.score.findMany({
      where: { submissionId: first.id },
      orderBy: { createdAt: "asc" },
      select: { scorerVersion: true },
    });
    expect(scores.map((s) => s.scorerVersion)).toEqual(["0.9.0", "0.9.0", SCORER_VERSION]);
    expect(await db.claimResult.count({ where: { submissionId: first.id } })).toBe(rows);
    expect((await getSubmission(user, first.id)).status).toBe("scored");
  });
});
