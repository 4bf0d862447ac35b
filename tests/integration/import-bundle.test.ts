import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { BundleInvalidError } from "@/lib/server/bundles/bundle-invalid-error";
import { writeTestBundle, verdictBundle } from "../fixtures/bundles/write-test-bundle";
import * as labels from "@/lib/server/bundles/write-labels";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { listStoredKeys } from "../support/stored-keys";

const SYSTEM = { id: null, role: "admin" };

function bundleWith(slug: string, change: (b: ReturnType<typeof verdictBundle>) => void = () => {}) {
  const b = verdictBundle();
  (b["benchmark.json"] as { slug: string }).slug = slug;
  change(b);
  return writeTestBundle(b);
}

async function counts() {
  return Promise.all([
    db.benchmark.count(),
    db.release.count(),
    db.split.count(),
    db.claim.count(),
    db.claimLabel.count(),
    db.labelVersion.count(),
    db.oracleEvidence.count(),
    db.releaseFile.count(),
    db.auditEvent.count(),
  ]);
}

describe(`bundle import on ${env.DATABASE_URL.split(":")[0]} with a ${env.storageUrl.startsWith("s3:") ? "S3" : "folder"} store`, () => {
  it("imports a bundle with hidden labels kept apart, and a second import changes nothing", async () => {
    const dir = await bundleWith("imp-once");
    const first = await importBundleFromPath(SYSTEM, dir, { publish: true });
    expect(first).toMatchObject({
      status: "created",
      release: "r1",
      claimsAdded: 3,
      splitsAdded: 2,
      labelVersion: 1,
    });
    const claim = await db.claim.findFirstOrThrow({
      where: { externalId: "c1", benchmark: { slug: "imp-once" } },
    });
    expect(Object.keys(claim)).not.toContain("label");
    expect(JSON.parse(claim.mediaJson)).toEqual(["image"]);
    expect(claim.claimDate.toISOString()).toBe("2025-01-15T00:00:00.000Z");
    expect(
      await db.claim.count({
        where: { benchmark: { slug: "imp-once" }, claimDate: { gte: new Date("2025-02-01T00:00:00Z") } },
      }),
    ).toBe(2);
    const split = await db.split.findFirstOrThrow({
      where: { benchmark: { slug: "imp-once" }, name: "2025Q2" },
    });
    expect(split.kind).toBe("test");
    expect(split.embargoUntil?.toISOString()).toBe("2027-01-01T00:00:00.000Z");

    const before = await counts();
    expect(await importBundleFromPath(SYSTEM, dir, { publish: true })).toMatchObject({
      status: "unchanged",
      release: "r1",
    });
    expect(await counts()).toEqual(before);
  });

  it("writes downloadable files without hidden test labels, embargoed claims or oracle evidence", async () => {
    await importBundleFromPath(SYSTEM, await bundleWith("imp-files"), { publish: true });
    const files = await db.releaseFile.findMany({
      where: { release: { benchmark: { slug: "imp-files" } } },
      orderBy: { name: "asc" },
    });
    expect(files.map((f) => f.name)).toEqual([
      "benchmark.json",
      "claims.jsonl",
      "dev_claims.jsonl",
      "dev_labels.jsonl",
    ]);
    const stored = new Map<string, string>();
    for (const f of files) {
      const bytes = Buffer.from((await getFileStore().readText(f.path)) ?? "", "utf8");
      expect(f.bytes).toBe(bytes.length);
      expect(f.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      stored.set(f.name, bytes.toString("utf8"));
    }
    const text = (name: string) => stored.get(name) ?? "";
    expect(text("claims.jsonl")).toContain('"c1"');
    expect(text("claims.jsonl")).not.toContain('"c3"'); // 2025Q2 is embargoed
    expect(text("dev_labels.jsonl")).not.toContain('"c3"');
    expect(text("dev_claims.jsonl")).not.toContain('"c3"');
    expect(text("dev_claims.jsonl")).toContain('"c1"');
    expect(text("claims.jsonl")).not.toContain("A statement.");
  });

  /** The fixture grown by claim c4 (labelled `label` on every slice) in a new test split 2025Q3. */
  const withClaimC4In2025Q3 = (label: string) => (b: Record<string, object>) => {
    (b["claims.jsonl"] as object[]).push({ claim_id: "c4", text: "Claim four.", claim_date: "2025-07-02" });
    (b["labels.jsonl"] as object[]).push({
      claim_id: "c4",
      label,
      labels_by_slice: { "-3": label, "0": label, "3": label },
    });
    (b["splits.json"] as { test: string[] }).test.push("2025Q3");
  };

  it("adds a new release's splits and keeps the old ones; corrected labels become a new label version", async () => {
    await importBundleFromPath(SYSTEM, await bundleWith("imp-grow"), { publish: true });
    const grown = await bundleWith("imp-grow", withClaimC4In2025Q3("Real"));
    expect(await importBundleFromPath(SYSTEM, grown, { publish: true })).toMatchObject({
      status: "updated",
      release: "r2",
      claimsAdded: 1,
      splitsAdded: 1,
      labelVersion: 2,
    });
    expect(
      (await db.split.findMany({ where: { benchmark: { slug: "imp-grow" } }, orderBy: { name: "asc" } })).map(
        (s) => s.name,
      ),
    ).toEqual(["2025Q1", "2025Q2", "2025Q3"]);

    const corrected = await bundleWith("imp-grow", withClaimC4In2025Q3("Fake"));
    expect(await importBundleFromPath(SYSTEM, corrected, { publish: true })).toMatchObject({
      release: "r3",
      claimsAdded: 0,
      labelVersion: 3,
    });
    const c4 = await db.claim.findFirstOrThrow({
      where: { externalId: "c4", benchmark: { slug: "imp-grow" } },
      select: { id: true },
    });
    const history = await db.claimLabel.findMany({
      where: { claimId: c4.id },
      select: { label: true, labelVersion: { select: { version: true } } },
      orderBy: { labelVersion: { version: "asc" } },
    });
    expect(history).toEqual([
      { label: "Real", labelVersion: { version: 2 } },
      { label: "Fake", labelVersion: { version: 3 } },
    ]);
  });

  it("refuses an invalid bundle with file, line and field, writing nothing", async () => {
    const before = await counts();
    const dir = await bundleWith("imp-bad", (b) => {
      (b["labels.jsonl"] as { label: string }[])[1]!.label = "Maybe";
    });
    const err = await importBundleFromPath(SYSTEM, dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BundleInvalidError);
    expect((err as BundleInvalidError).problems[0]).toMatchObject({
      file: "labels.jsonl",
      line: 2,
      field: "label",
    });
    expect(await counts()).toEqual(before);
  });

  it("leaves the database and the file store exactly as they were when a write fails midway", async () => {
    const before = await counts();
    const releases = () => listStoredKeys("releases");
    const filesBefore = releases();
    const spy = vi.spyOn(labels, "writeLabels").mockRejectedValueOnce(new Error("disk full"));
    await expect(
      importBundleFromPath(SYSTEM, await bundleWith("imp-crash"), { publish: true }),
    ).rejects.toThrow("disk full");
    spy.mockRestore();
    expect(await counts()).toEqual(before);
    expect(releases()).toEqual(filesBefore);
  });

  it("lets only maintainers of a benchmark import into it", async () => {
    await importBundleFromPath(SYSTEM, await bundleWith("imp-owned"));
    const researcher = { id: "nobody", role: "researcher" };
    await expect(importBundleFromPath(researcher, await bundleWith("imp-owned2"))).rejects.toMatchObject({
      status: 403,
    });
    const user = await db.user.create({
      data: { email: `m${Date.now()}@example.org`, name: "M", role: "maintainer" },
      select: { id: true, role: true },
    });
    const changed = await bundleWith(
      "imp-owned",
      (b) => ((b["benchmark.json"] as { title: string }).title = "Renamed"),
    );
    await expect(importBundleFromPath(user, changed)).rejects.toMatchObject({ status: 403 });
  });

  it("stores the split period and the shifted copy's own evidence; a release cannot change the period", async () => {
    const monthly = await bundleWith("imp-monthly", (b) => {
      (b["benchmark.json"] as { period?: string }).period = "month";
      const claims = b["claims.jsonl"] as { shifted?: { text: string; evidence?: object[] } }[];
      claims[1]!.shifted = { text: "Shifted claim two.", evidence: [{ id: "s1", published: "2025-02-27" }] };
      b["splits.json"] = { dev: ["2025-01", "2025-02"], test: ["2025-04"] };
    });
    expect(await importBundleFromPath(SYSTEM, monthly, { publish: true })).toMatchObject({ splitsAdded: 3 });
    const benchmark = await db.benchmark.findUniqueOrThrow({
      where: { slug: "imp-monthly" },
      select: { period: true, splits: { select: { name: true }, orderBy: { name: "asc" } } },
    });
    expect(benchmark).toEqual({
      period: "month",
      splits: [{ name: "2025-01" }, { name: "2025-02" }, { name: "2025-04" }],
    });
    const shifted = await db.claim.findFirstOrThrow({
      where: { externalId: "c2", benchmark: { slug: "imp-monthly" } },
      select: { shiftedText: true, shiftedEvidenceJson: true },
    });
    expect(shifted.shiftedText).toBe("Shifted claim two.");
    expect(JSON.parse(shifted.shiftedEvidenceJson ?? "null")).toEqual([
      { id: "s1", published: "2025-02-27" },
    ]);
    const quarterly = await bundleWith("imp-monthly", (b) => {
      b["splits.json"] = { dev: ["2025Q1"], test: ["2025Q2"] };
    });
    await expect(importBundleFromPath(SYSTEM, quarterly)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("benchmark.json: period: 'imp-monthly' is cut by month"),
    });
  });
});
