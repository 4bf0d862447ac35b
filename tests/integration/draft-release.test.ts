// Uploading a bundle makes a draft release that nothing public shows until a maintainer
// publishes it (issue 11): the preview says what will change, publishing applies exactly that,
// a new upload replaces the draft, and discarding leaves nothing behind.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { getDraftPreview } from "@/lib/server/bundles/get-draft-preview";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";
import { discardDraftRelease } from "@/lib/server/bundles/discard-draft-release";
import { getImportSummary } from "@/lib/server/bundles/get-import-summary";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { writeTestBundle, verdictBundle } from "../fixtures/bundles/write-test-bundle";

const SYSTEM = { id: null, role: "admin" };

async function admin() {
  return db.user.create({
    data: { email: `draft-admin-${Date.now()}-${Math.random()}@example.org`, name: "A", role: "admin" },
    select: { id: true, role: true },
  });
}

function bundleWith(slug: string, change: (b: ReturnType<typeof verdictBundle>) => void = () => {}) {
  const b = verdictBundle();
  (b["benchmark.json"] as { slug: string }).slug = slug;
  change(b);
  return writeTestBundle(b);
}

const liveCounts = (slug: string) =>
  Promise.all([
    db.claim.count({ where: { benchmark: { slug } } }),
    db.split.count({ where: { benchmark: { slug } } }),
    db.labelVersion.count({ where: { benchmark: { slug } } }),
    db.releaseFile.count({ where: { release: { benchmark: { slug } } } }),
  ]);

describe(`draft releases on ${env.DATABASE_URL.split(":")[0]}`, () => {
  it("keeps a new benchmark's draft invisible and unwritten, previews it, and publishes exactly it", async () => {
    const actor = await admin();
    const slug = `draft-new-${Date.now()}`;
    const summary = await importBundleFromPath(actor, await bundleWith(slug));
    expect(summary).toMatchObject({ status: "draft", release: "r1", published: false });
    expect(summary.changes?.claims).toEqual({ added: 3, changed: 0, unchanged: 0, notInBundle: 0 });
    expect(await liveCounts(slug)).toEqual([0, 0, 0, 0]);
    await expect(getBenchmark(null, slug)).rejects.toMatchObject({ status: 404 });

    const preview = await getDraftPreview(actor, slug);
    expect(preview?.version).toBe("r1");
    expect(preview?.files.map((f) => f.name)).toContain("claims.jsonl");
    expect(preview?.changes.splits.every((s) => s.status === "new")).toBe(true);
    expect(JSON.stringify(preview)).not.toMatch(/"label"\s*:/);
    const researcher = { id: "someone-else", role: "researcher" as const };
    await expect(getDraftPreview(researcher, slug)).rejects.toMatchObject({ status: 404 });

    const published = await publishDraftRelease(actor, slug, "r1");
    expect(published).toMatchObject({ status: "created", release: "r1", published: true, claimsAdded: 3 });
    expect(published.changes).toEqual(summary.changes);
    const [claims, , versions, files] = await liveCounts(slug);
    expect([claims, versions]).toEqual([3, 1]);
    expect(files).toBeGreaterThan(0);
    expect((await getBenchmark(null, slug)).releases.map((r) => r.version)).toEqual(["r1"]);
    expect(await getImportSummary(actor, slug, "r1")).toEqual(published);
    expect(await getDraftPreview(actor, slug)).toBeNull();
    await expect(publishDraftRelease(actor, slug, "r1")).rejects.toMatchObject({ status: 404 });
  });

  it("counts a corrected label and a new claim without touching the live data until published", async () => {
    const actor = await admin();
    const slug = `draft-grow-${Date.now()}`;
    await importBundleFromPath(SYSTEM, await bundleWith(slug), { publish: true });
    const before = await liveCounts(slug);
    const labelsBefore = await db.claimLabel.count({ where: { claim: { benchmark: { slug } } } });
    const grown = await bundleWith(slug, (b) => {
      const claims = b["claims.jsonl"] as { claim_id: string; text: string }[];
      const labels = b["labels.jsonl"] as { claim_id: string; label: string; labels_by_slice?: object }[];
      claims.push({ ...claims[0]!, claim_id: "c9", text: "A new claim." } as never);
      labels.push({ ...labels[0]!, claim_id: "c9" });
      const first = labels[0]!;
      const other = first.label === "Real" ? "Fake" : "Real";
      labels[0] = {
        ...first,
        label: other,
        ...(first.labels_by_slice ? { labels_by_slice: { "-3": other, "0": other, "3": other } } : {}),
      };
    });
    const draft = await importBundleFromPath(actor, grown);
    expect(draft).toMatchObject({ status: "draft", release: "r2" });
    expect(draft.changes?.claims).toMatchObject({ added: 1, changed: 0, notInBundle: 0 });
    expect(draft.changes?.labels).toEqual({ added: 1, changed: 1 });
    expect(await liveCounts(slug)).toEqual(before);
    expect(await db.claimLabel.count({ where: { claim: { benchmark: { slug } } } })).toBe(labelsBefore);
    expect((await getBenchmark(null, slug)).releases.map((r) => r.version)).toEqual(["r1"]);

    // The same bundle again is the same draft; a different one replaces it.
    expect(await importBundleFromPath(actor, grown)).toMatchObject({ status: "unchanged", release: "r2" });
    const shrunk = await bundleWith(slug, (b) => {
      (b["claims.jsonl"] as object[]).splice(1, 1);
      (b["labels.jsonl"] as object[]).splice(1, 1);
    });
    const replaced = await importBundleFromPath(actor, shrunk);
    expect(replaced).toMatchObject({ status: "draft", release: "r2" });
    expect(replaced.changes?.claims).toMatchObject({ added: 0, notInBundle: 1 });
    expect(await db.release.count({ where: { benchmark: { slug } } })).toBe(2);

    await publishDraftRelease(actor, slug, "r2");
    expect(await db.claim.count({ where: { benchmark: { slug } } })).toBe(before[0]); // imports never delete
  });

  it("discards a draft; a benchmark that only the draft had is removed with it", async () => {
    const actor = await admin();
    const slug = `draft-discard-${Date.now()}`;
    await importBundleFromPath(actor, await bundleWith(slug));
    expect(await discardDraftRelease(actor, slug, "r1")).toEqual({ benchmarkRemoved: true });
    expect(await db.benchmark.count({ where: { slug } })).toBe(0);
    const events = await db.auditEvent.findMany({
      where: { action: { in: ["bundle.draft", "bundle.discard"] }, detailJson: { contains: slug } },
      select: { action: true },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => e.action)).toEqual(["bundle.draft", "bundle.discard"]);
  });
});
