import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { updateLeaderboardSettings } from "@/lib/server/maintain/update-leaderboard-settings";
import { setSubmissionVerified } from "@/lib/server/maintain/set-submission-verified";
import { createMaintainedBenchmark, createModelRow, submissionRow } from "../support/rows";

describe(`leaderboard settings on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("lets only the benchmark's maintainers set the representative and the quota, with an audit event", async () => {
    const { slug, benchmark, owner, other, researcher } = await createMaintainedBenchmark("lbs");
    await expect(
      updateLeaderboardSettings(other, slug, { representative: "latest", dailyQuota: 3 }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      updateLeaderboardSettings(researcher, slug, { representative: "latest", dailyQuota: 3 }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      updateLeaderboardSettings(owner, slug, { representative: "newest", dailyQuota: 0 }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { representative: "must be best or latest", dailyQuota: "must be at least 1" },
    });
    await updateLeaderboardSettings(owner, slug, { representative: "latest", dailyQuota: "3" });
    expect(
      await db.benchmark.findUniqueOrThrow({
        where: { id: benchmark.id },
        select: { representative: true, dailyQuota: true },
      }),
    ).toEqual({ representative: "latest", dailyQuota: 3 });
    expect(
      await db.auditEvent.count({
        where: { targetId: benchmark.id, action: "benchmark.leaderboard_settings" },
      }),
    ).toBe(1);
  });

  it("verifies only public scored submissions of the maintained benchmark", async () => {
    const { slug, benchmark, owner, other, researcher, splitId } = await createMaintainedBenchmark("lbs");
    const modelId = await createModelRow(researcher.id, "m", { declaredCutoff: "2024-01-01" });
    const base = submissionRow({ userId: researcher.id, benchmarkId: benchmark.id, splitId, modelId });
    const pub = await db.submission.create({ data: { ...base, isPublic: true, status: "scored" } });
    const priv = await db.submission.create({ data: { ...base, isPublic: false, status: "scored" } });
    await expect(setSubmissionVerified(other, slug, pub.id, true)).rejects.toMatchObject({ status: 403 });
    await expect(setSubmissionVerified(owner, slug, priv.id, true)).rejects.toMatchObject({ status: 404 });
    await setSubmissionVerified(owner, slug, pub.id, true);
    expect((await db.submission.findUniqueOrThrow({ where: { id: pub.id } })).verifiedById).toBe(owner.id);
    await setSubmissionVerified(owner, slug, pub.id, false);
    expect((await db.submission.findUniqueOrThrow({ where: { id: pub.id } })).verifiedAt).toBeNull();
  });
});
