// Maintainers hide a submission from their leaderboard with a reason (audited, told to its
// owner) and undo it; the settings list is paginated and searchable.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { setSubmissionHidden } from "@/lib/server/maintain/set-submission-hidden";
import { getLeaderboardSettings, SETTINGS_PAGE_SIZE } from "@/lib/server/maintain/get-leaderboard-settings";
import { listBoardSubmissions } from "@/lib/server/leaderboards/board-lookups";
import { getSubmission } from "@/lib/server/submissions/get-submission";
import { createMaintainedBenchmark, createModelRow, submissionRow } from "../support/rows";

async function setup(models: number) {
  const { slug, benchmark, owner, other, researcher, splitId } = await createMaintainedBenchmark("hide");
  const lv = await db.labelVersion.findFirstOrThrow({
    where: { benchmarkId: benchmark.id },
    select: { id: true },
  });
  const ids: string[] = [];
  for (let i = 0; i < models; i++) {
    const modelId = await createModelRow(researcher.id, i === 0 ? "Needle-7B" : `model-${i}`, {
      organisation: "Org",
      declaredCutoff: "2024-01-01",
    });
    const s = await db.submission.create({
      data: {
        ...submissionRow({ userId: researcher.id, benchmarkId: benchmark.id, splitId, modelId }),
        isPublic: true,
        status: "scored",
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      },
    });
    await db.score.create({
      data: {
        submissionId: s.id,
        labelVersionId: lv.id,
        scorerVersion: "t",
        resultJson: JSON.stringify({ n: 1, track: "integrity", metrics: { mae: 0.1 } }),
      },
    });
    ids.push(s.id);
  }
  return { slug, benchmark, owner, other, researcher, splitId, ids };
}

describe(`hiding submissions on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("takes a submission off the board with a reason its owner reads, audited, and undoes it", async () => {
    const { slug, benchmark, owner, other, researcher, splitId, ids } = await setup(2);
    const target = ids[0]!;
    await expect(
      setSubmissionHidden(other, slug, target, { hidden: true, reason: "x" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      setSubmissionHidden(researcher, slug, target, { hidden: true, reason: "x" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      setSubmissionHidden(owner, slug, target, { hidden: true, reason: "  " }),
    ).rejects.toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    await setSubmissionHidden(owner, slug, target, {
      hidden: true,
      reason: "Predictions copied from the gold file",
    });
    expect((await listBoardSubmissions(benchmark.id, [splitId])).map((s) => s.id)).toEqual([ids[1]]);
    expect((await getSubmission(researcher, target)).hiddenFromBoard).toMatchObject({
      reason: "Predictions copied from the gold file",
    });
    const note = await db.notification.findFirst({
      where: { userId: researcher.id },
      orderBy: { createdAt: "desc" },
      select: { message: true, link: true },
    });
    expect(note).toEqual({
      message: expect.stringContaining("Reason: Predictions copied from the gold file"),
      link: `/submissions/${target}`,
    });
    await expect(
      setSubmissionHidden(owner, slug, target, { hidden: true, reason: "again" }),
    ).rejects.toMatchObject({ status: 409 });
    await setSubmissionHidden(owner, slug, target, { hidden: false });
    expect((await listBoardSubmissions(benchmark.id, [splitId])).map((s) => s.id).sort()).toEqual(
      [...ids].sort(),
    );
    expect((await getSubmission(researcher, target)).hiddenFromBoard).toBeNull();
    const audit = await db.auditEvent.findMany({
      where: { targetId: target },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true, detailJson: true },
    });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["submission.hide", owner.id],
      ["submission.unhide", owner.id],
    ]);
    expect(audit[0]?.detailJson).toContain("Predictions copied from the gold file");
  });

  it("pages and searches the settings list", async () => {
    const { slug, owner, other } = await setup(SETTINGS_PAGE_SIZE + 3);
    await expect(getLeaderboardSettings(other, slug)).rejects.toMatchObject({ status: 403 });
    const first = await getLeaderboardSettings(owner, slug);
    expect(first).toMatchObject({ total: SETTINGS_PAGE_SIZE + 3, page: 1 });
    expect(first.submissions).toHaveLength(SETTINGS_PAGE_SIZE);
    const second = await getLeaderboardSettings(owner, slug, { page: "2" });
    expect(second.submissions).toHaveLength(3);
    expect(new Set([...first.submissions, ...second.submissions].map((s) => s.id)).size).toBe(
      SETTINGS_PAGE_SIZE + 3,
    );
    const found = await getLeaderboardSettings(owner, slug, { q: "needle" });
    expect(found.total).toBe(1);
    expect(found.submissions[0]?.model).toBe("Needle-7B (Org)");
    expect((await getLeaderboardSettings(owner, slug, { q: "researcher" })).total).toBe(
      SETTINGS_PAGE_SIZE + 3,
    );
  });
});
