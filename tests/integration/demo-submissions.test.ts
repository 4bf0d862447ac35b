// The seeded demo submissions belong to passwordless "Demo Lab" accounts, one per model (each
// its own participant on the Ladder), so the demo researcher a newcomer signs in as starts
// the day with the whole quota on hidden splits.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { getQuotaStatus } from "@/lib/server/submissions/get-quota-status";
import { seedDemoAccounts } from "@/scripts/setup/seed-accounts";
import { DEMO_MODELS } from "@/scripts/setup/demo-predictions";
import { demoLabEmail, seedDemoSubmissions } from "@/scripts/setup/seed-demo-submissions";
import { devTestBundle, writeTestBundle } from "../fixtures/bundles/write-test-bundle";

describe(`demo submissions on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    // A small stand-in with the demo's slug: one public dev and one hidden test quarter.
    const dir = await writeTestBundle(
      devTestBundle("demo-livefact", "Demo stand-in", { claims: 4, sliced: true }),
    );
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true, demo: true });
    await seedDemoAccounts();
  });

  it("queues the demo models' submissions under their Demo Labs, leaving the demo researcher's quota whole", async () => {
    const queued = await seedDemoSubmissions();
    expect(queued).toBeGreaterThanOrEqual(8);
    const labs = await db.user.findMany({
      where: { email: { in: DEMO_MODELS.map(demoLabEmail) } },
      select: { id: true, emailVerifiedAt: true, passwordHash: true, models: { select: { name: true } } },
    });
    expect(labs.map((l) => l.models.map((m) => m.name)).sort()).toEqual(
      DEMO_MODELS.map((m) => [m.name]).sort(),
    );
    const researcher = await db.user.findUniqueOrThrow({
      where: { email: "researcher@livecheck.local" },
      select: { id: true, emailVerifiedAt: true },
    });
    for (const lab of labs) expect(lab.emailVerifiedAt).toBeInstanceOf(Date);
    expect(researcher.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db.submission.count({ where: { userId: { in: labs.map((l) => l.id) } } })).toBe(queued);
    expect(await db.submission.count({ where: { userId: researcher.id } })).toBe(0);
    const benchmark = await db.benchmark.findUniqueOrThrow({
      where: { slug: "demo-livefact" },
      select: { id: true },
    });
    const quota = await getQuotaStatus(researcher, benchmark.id, { name: "2026Q1" });
    expect(quota).toMatchObject({ applies: true, used: 0 });
    expect(quota.remaining).toBe(quota.limit);
    // The labs cannot be signed into: they have no password.
    for (const lab of labs) expect(lab.passwordHash).toBeNull();
    expect(await seedDemoSubmissions()).toBe(0);
  });
});
