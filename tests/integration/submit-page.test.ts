// The submit page's one service: every visible benchmark with its splits (hidden ones marked,
// with the reason a user cannot submit there yet), quotas, file format and the user's models.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { getSubmitPage } from "@/lib/server/submissions/get-submit-page";
import { devTestBundle, writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { newUser } from "../support/access-fixtures";

describe(`the submit page on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("offers a dev split without a quota and a hidden test split with one, closed until the email is confirmed", async () => {
    const slug = `submit-page-${Date.now()}`;
    const dir = await writeTestBundle(devTestBundle(slug, "Submit page", { claims: 3 }));
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    const user = await newUser();
    await db.modelEntry.create({
      data: {
        ownerId: user.id,
        name: "Mine",
        organisation: "Lab",
        regime: "closed_book",
        declaredCutoff: new Date("2025-01-01T00:00:00Z"),
        cutoffSource: "test",
      },
    });
    const page = await getSubmitPage(user);
    expect(page.models).toEqual([{ id: expect.any(String), name: "Mine", regime: "closed_book" }]);
    const b = page.benchmarks.find((x) => x.slug === slug);
    expect(b).toMatchObject({ title: "Submit page", track: "verdict", hasAccess: true, archivedAt: null });
    expect(b?.format.labels).toEqual(["Real", "Fake"]);
    const [dev, test] = b?.splits ?? [];
    expect(dev).toMatchObject({ name: "2025Q4", hidden: false, quota: null, blocked: null, claimCount: 3 });
    expect(test).toMatchObject({ name: "2026Q1", hidden: true, blocked: { code: "EMAIL_UNVERIFIED" } });
    expect(test?.quota).toMatchObject({ used: 0 });
  });
});
