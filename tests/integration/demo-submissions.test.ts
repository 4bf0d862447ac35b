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
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";

describe(`demo submissions on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    // A small stand-in with the demo's slug: one public dev and one hidden test quarter.
    const ids = (q: string) => [0, 1, 2, 3].map((i) => `${q}-${i}`);
    const dir = await writeTestBundle({
      "benchmark.json": {
        slug: "demo-livefact",
        title: "Demo stand-in",
        track: "verdict",
        labels: ["Real", "Fake"],
        slices: [-3, 0, 3],
        description: "d",
        license: "CC0",
        citation: "none",
      },
      "claims.jsonl": ["2025Q4", "2026Q1"].flatMap((q, qi) =>
        ids(q).map((id, i) => ({
          claim_id: id,
          text: `Claim ${id}`,
          claim_date: `${2025 + qi}-${qi ? "02" : "11"}-1${i}`,
        })),
      ),
      "labels.jsonl": ["2025Q4", "2026Q1"].flatMap((q) =>
        ids(q).map((id, i) => ({
          claim_id: id,
          label: i % 2 ? "Real" : "Fake",
          labels_by_slice: { "-3": "Fake", "0": "Real", "3": i % 2 ? "Real" : "Fake" },
        })),
      ),
      "splits.json": { dev: ["2025Q4"], test: ["2026Q1"] },
    });
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
