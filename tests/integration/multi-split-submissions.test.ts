// A prediction file whose claims span several splits (issue 11): one submission per split,
// each holding only its split's lines, checked and counted on its own quota, all or none.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { getSubmission } from "@/lib/server/submissions/get-submission";
import { SubmissionInvalidError } from "@/lib/server/submissions/submission-invalid-error";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { runQueuedJobs, uploadOf } from "../support/scoring-jobs";
import { verdictCard, writeTestBundle } from "../fixtures/bundles/write-test-bundle";

const slug = `multi-${Date.now()}`;
const claims = [
  ["d1", "2025-01-10", "Real"],
  ["d2", "2025-02-10", "Fake"],
  ["e1", "2025-04-10", "Real"],
  ["e2", "2025-05-10", "Fake"],
  ["t1", "2025-07-10", "Real"],
] as const;
let verified: { id: string; role: string };
let unverified: { id: string; role: string };
const models: Record<string, string> = {};
const line = (id: string, label = "Real") => JSON.stringify({ claim_id: id, label });
const counts = () => Promise.all([db.submission.count({ where: { benchmark: { slug } } }), db.job.count()]);

async function userWithModel(tag: string, emailVerifiedAt: Date | null) {
  const user = await db.user.create({
    data: { email: `${tag}-${slug}@example.org`, name: tag, role: "researcher", emailVerifiedAt },
    select: { id: true, role: true },
  });
  models[user.id] = (
    await db.modelEntry.create({
      data: {
        ownerId: user.id,
        name: `m-${tag}`,
        organisation: "o",
        declaredCutoff: new Date("2024-01-01"),
        cutoffSource: "card",
        regime: "closed_book",
      },
    })
  ).id;
  return user;
}
const meta = (user: { id: string }, extra: Record<string, string> = {}) => ({
  benchmark: slug,
  modelId: models[user.id],
  regime: "closed_book",
  ...extra,
});

describe(`a file spanning several splits on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    const dir = await writeTestBundle({
      "benchmark.json": verdictCard(slug, "Multi split", ["Real", "Fake"]),
      "claims.jsonl": claims.map(([id, date]) => ({ claim_id: id, text: `Claim ${id}.`, claim_date: date })),
      "labels.jsonl": claims.map(([id, , label]) => ({ claim_id: id, label })),
      "splits.json": { dev: ["2025Q1", "2025Q2"], test: ["2025Q3"] },
    });
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    await db.benchmark.update({ where: { slug }, data: { dailyQuota: 1 } });
    verified = await userWithModel("v", new Date());
    unverified = await userWithModel("u", null);
  });

  it("creates one scored submission per split, each storing only its own lines", async () => {
    const text = ["d1", "e1", "d2", "e2"].map((id) => line(id)).join("\n") + "\n";
    const created = await createSubmission(
      verified,
      meta(verified),
      await uploadOf({ text }, "all-dev.jsonl"),
    );
    expect(created.submissions.map((s) => s.split)).toEqual(["2025Q1", "2025Q2"]);
    expect(created.id).toBe(created.submissions[0]!.id);
    const rows = await db.submission.findMany({
      where: { id: { in: created.submissions.map((s) => s.id) } },
      orderBy: { fileName: "asc" },
      select: { fileName: true, filePath: true, fileBytes: true },
    });
    expect(rows.map((r) => r.fileName)).toEqual(["all-dev.2025Q1.jsonl", "all-dev.2025Q2.jsonl"]);
    const stored = await getFileStore().openRead(rows[0]!.filePath);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(`${line("d1")}\n${line("d2")}\n`);
    await runQueuedJobs();
    for (const s of created.submissions) {
      const view = await getSubmission(verified, s.id);
      expect(view.status).toBe("scored");
      expect(view.score?.n).toBe(2);
    }
  });

  it("with one split chosen, refuses a file of several with one message naming splits and line counts", async () => {
    const before = await counts();
    const text = ["d1", "d2", "e1"].map((id) => line(id)).join("\n");
    const err = await createSubmission(
      verified,
      meta(verified, { split: "2025Q1" }),
      await uploadOf({ text }, "p.jsonl"),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SubmissionInvalidError);
    const issues = (err as SubmissionInvalidError).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toContain("2025Q1 (2 lines), 2025Q2 (1 line)");
    expect(await counts()).toEqual(before);
  });

  it("is all or nothing: a hidden split the user may not submit to refuses the dev part too", async () => {
    const before = await counts();
    const text = ["d1", "d2", "t1"].map((id) => line(id)).join("\n");
    await expect(
      createSubmission(unverified, meta(unverified), await uploadOf({ text }, "p.jsonl")),
    ).rejects.toMatchObject({ status: 403 });
    expect(await counts()).toEqual(before);
  });

  it("counts each split against its own quota, refusing the whole file when one is used up", async () => {
    const text = ["d1", "d2", "t1"].map((id) => line(id)).join("\n");
    const first = await createSubmission(verified, meta(verified), await uploadOf({ text }, "p.jsonl"));
    expect(first.submissions.map((s) => s.split)).toEqual(["2025Q1", "2025Q3"]);
    const before = await counts();
    await expect(
      createSubmission(verified, meta(verified), await uploadOf({ text }, "p.jsonl")),
    ).rejects.toMatchObject({ status: 429 });
    expect(await counts()).toEqual(before);
    // Dev splits have no quota: the dev part alone still goes through.
    await expect(
      createSubmission(
        verified,
        meta(verified),
        await uploadOf({ text: `${line("d1")}\n${line("d2")}\n` }, "p.jsonl"),
      ),
    ).resolves.toMatchObject({ status: "queued" });
    await runQueuedJobs();
  });
});
