import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { updateLeaderboardSettings } from "@/lib/server/maintain/update-leaderboard-settings";
import { setSubmissionVerified } from "@/lib/server/maintain/set-submission-verified";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { writeTestBundle, integrityBundle } from "../fixtures/bundles/write-test-bundle";

async function setup() {
  const slug = `lbs-${Date.now()}`;
  const b = integrityBundle();
  (b["benchmark.json"] as { slug: string }).slug = slug;
  await importBundleFromPath({ id: null, role: "admin" }, await writeTestBundle(b), { publish: true });
  const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  const mk = (role: string, name: string) =>
    db.user.create({
      data: { email: `${name}-${slug}@example.org`, name, role },
      select: { id: true, role: true },
    });
  const [owner, other, researcher] = [
    await mk("maintainer", "owner"),
    await mk("maintainer", "other"),
    await mk("researcher", "researcher"),
  ];
  await db.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: owner.id } });
  return { slug, benchmark, owner, other, researcher };
}

describe(`leaderboard settings on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("lets only the benchmark's maintainers set the representative and the quota, with an audit event", async () => {
    const { slug, benchmark, owner, other, researcher } = await setup();
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
    const { slug, benchmark, owner, other, researcher } = await setup();
    const split = await db.split.findFirstOrThrow({
      where: { benchmarkId: benchmark.id },
      select: { id: true },
    });
    const model = await db.modelEntry.create({
      data: {
        ownerId: researcher.id,
        name: "m",
        organisation: "o",
        declaredCutoff: new Date("2024-01-01"),
        cutoffSource: "card",
        regime: "closed_book",
      },
    });
    const base = {
      userId: researcher.id,
      benchmarkId: benchmark.id,
      splitId: split.id,
      modelId: model.id,
      regime: "closed_book",
      filePath: "-",
      fileName: "p.jsonl",
      format: "jsonl",
      fileSha256: "-",
      fileBytes: 1,
    };
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
