import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { requestAccess } from "@/lib/server/access/request-access";
import { decideAccessRequests } from "@/lib/server/access/decide-access-requests";
import { getReleaseFileForDownload } from "@/lib/server/downloads/get-release-file-for-download";
import { signDownloadLink } from "@/lib/server/downloads/download-link";
import { openSignedDownload } from "@/lib/server/downloads/open-signed-download";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { listReleaseFiles } from "@/lib/server/downloads/list-release-files";
import type { Delivery } from "@/lib/server/downloads/open-download";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { newBenchmark, newReleaseFile, newUser } from "../support/access-fixtures";

const q = (l: { userId: string; exp: number; sig: string }) => ({
  u: l.userId,
  exp: String(l.exp),
  sig: l.sig,
});

const store = getFileStore();

/** The bytes a client gets: the app's stream (folder store), or what the presigned URL serves (S3 store). */
async function readAll(delivery: Delivery): Promise<Buffer> {
  if (delivery.kind === "stream") return Buffer.from(await new Response(delivery.stream).arrayBuffer());
  if (delivery.kind === "unsatisfiable") throw new Error("a whole-file download was answered 416");
  const res = await fetch(delivery.url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function approvedSetup() {
  const m = await newUser("maintainer");
  const b = await newBenchmark({ mode: "manual", maintainers: [m] });
  const file = await newReleaseFile(b.id);
  const u = await newUser();
  const { id } = await requestAccess(u, b.slug, { answers: {} });
  await decideAccessRequests(m, b.slug, { ids: [id], decision: "approve" });
  return { m, b, file, u, requestId: id };
}

describe(`downloads on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("serves an approved user the exact bytes and logs who, what and how many bytes", async () => {
    const { b, file, u } = await approvedSetup();
    const found = await getReleaseFileForDownload(u, { slug: b.slug, name: "claims.jsonl" });
    expect(found).toMatchObject({ id: file.id, sha256: file.sha256, bytes: file.bytes });
    const { delivery, file: served } = await openSignedDownload(
      file.id,
      q(signDownloadLink(file.id, u.id)),
      null,
    );
    expect(delivery.kind).toBe(store.kind === "s3" ? "redirect" : "stream");
    expect(delivery.bytes).toBe(file.bytes);
    const body = await readAll(delivery);
    expect(createHash("sha256").update(body).digest("hex")).toBe(served.sha256);
    if (delivery.kind === "redirect") {
      // The presigned URL is for this file only: the store refuses it for another key or with another signature.
      // (Its first hex digit changed: replacing it by a fixed "0" left one signature in 16 intact.)
      const tampered = delivery.url.replace(
        /X-Amz-Signature=(.)/,
        (_, c: string) => `X-Amz-Signature=${c === "0" ? "1" : "0"}`,
      );
      expect((await fetch(tampered)).status).toBe(403);
      expect((await fetch(delivery.url.replace(/\/([^/?]+)\?/, "/other-$1?"))).status).toBe(403);
    }
    const events = await db.downloadEvent.findMany({
      where: { releaseFileId: file.id },
      select: { userId: true, bytes: true, createdAt: true },
    });
    expect(events).toEqual([{ userId: u.id, bytes: file.bytes, createdAt: expect.any(Date) }]);
  });

  it("logs the bytes actually sent when the client stops early (the whole size when the store sends them)", async () => {
    const { file, u } = await approvedSetup();
    const { delivery } = await openSignedDownload(file.id, q(signDownloadLink(file.id, u.id)), null);
    if (delivery.kind === "redirect") {
      // The store serves the bytes: the app logs the file's size when it issues the URL.
      const [issued] = await db.downloadEvent.findMany({
        where: { releaseFileId: file.id },
        select: { bytes: true },
      });
      expect(issued?.bytes).toBe(file.bytes);
      return;
    }
    if (delivery.kind !== "stream") throw new Error(`expected a stream, got ${delivery.kind}`);
    const reader = delivery.stream.getReader();
    const first = await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 50));
    const [event] = await db.downloadEvent.findMany({
      where: { releaseFileId: file.id },
      select: { bytes: true },
    });
    expect(event?.bytes).toBeGreaterThan(0);
    expect(event?.bytes).toBeLessThanOrEqual(file.bytes);
    expect(event?.bytes).toBeGreaterThanOrEqual(first.value?.length ?? 0);
  });

  it("serves a byte range, so a cut download resumes (the app's stream, or the store's presigned URL)", async () => {
    const { file, u } = await approvedSetup();
    const whole = await readAll(
      (await openSignedDownload(file.id, q(signDownloadLink(file.id, u.id)), null)).delivery,
    );
    const from = Math.floor(whole.length / 2);
    const { delivery } = await openSignedDownload(
      file.id,
      q(signDownloadLink(file.id, u.id)),
      null,
      `bytes=${from}-`,
    );
    let part: Buffer;
    if (delivery.kind === "redirect") {
      const res = await fetch(delivery.url, { headers: { range: `bytes=${from}-` } });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe(`bytes ${from}-${whole.length - 1}/${whole.length}`);
      part = Buffer.from(await res.arrayBuffer());
    } else {
      if (delivery.kind !== "stream") throw new Error(`expected a stream, got ${delivery.kind}`);
      expect(delivery.range).toEqual({ start: from, end: whole.length - 1 });
      part = Buffer.from(await new Response(delivery.stream).arrayBuffer());
      const past = await openSignedDownload(
        file.id,
        q(signDownloadLink(file.id, u.id)),
        null,
        `bytes=${whole.length}-`,
      );
      expect(past.delivery.kind).toBe("unsatisfiable");
    }
    expect(Buffer.concat([whole.subarray(0, from), part]).equals(whole)).toBe(true);
  });

  it("stops a link signed before a revocation", async () => {
    const { m, b, file, u, requestId } = await approvedSetup();
    const link = signDownloadLink(file.id, u.id);
    await decideAccessRequests(m, b.slug, { ids: [requestId], decision: "revoke", reason: "Terms breached" });
    await expect(openSignedDownload(file.id, q(link), null)).rejects.toMatchObject({ status: 403 });
    await expect(getReleaseFileForDownload(u, { slug: b.slug, name: "claims.jsonl" })).rejects.toMatchObject({
      status: 403,
    });
    expect(await db.downloadEvent.count({ where: { releaseFileId: file.id } })).toBe(0);
  });

  it("refuses expired, tampered and other users' links with 403", async () => {
    const { file, u } = await approvedSetup();
    const other = await newUser();
    const expired = signDownloadLink(file.id, u.id, { now: Date.now() - 120_000 });
    await expect(openSignedDownload(file.id, q(expired), null)).rejects.toMatchObject({
      status: 403,
      message: "link expired",
    });
    const link = signDownloadLink(file.id, u.id);
    await expect(openSignedDownload(file.id, { ...q(link), u: other.id }, null)).rejects.toMatchObject({
      status: 403,
      message: "invalid download link",
    });
    await expect(
      openSignedDownload(
        file.id,
        { ...q(link), sig: link.sig.replace(/^./, (c) => (c === "A" ? "B" : "A")) },
        null,
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(openSignedDownload("another-file", q(link), null)).rejects.toMatchObject({ status: 403 });
    // A signed-in caller may only follow links made for them.
    await expect(openSignedDownload(file.id, q(link), other)).rejects.toMatchObject({
      status: 403,
      message: "This link was made for another user",
    });
    expect(await db.downloadEvent.count({ where: { releaseFileId: file.id } })).toBe(0);
  });

  it("gives 403 without access and 404 for unknown benchmarks, files and unpublished releases", async () => {
    const m = await newUser("maintainer");
    const b = await newBenchmark({ mode: "manual", maintainers: [m] });
    const published = await newReleaseFile(b.id, { name: "claims.jsonl" });
    const draft = await newReleaseFile(b.id, { name: "draft.jsonl", published: false });
    const u = await newUser();
    await expect(getReleaseFileForDownload(u, { slug: b.slug, name: "claims.jsonl" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      getReleaseFileForDownload(u, { slug: "no-such", name: "claims.jsonl" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(getReleaseFileForDownload(u, { slug: b.slug, name: "nope.jsonl" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(getReleaseFileForDownload(u, { slug: b.slug, name: "draft.jsonl" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      openSignedDownload(draft.id, q(signDownloadLink(draft.id, u.id)), null),
    ).rejects.toMatchObject({ status: 404 });
    // Maintainers reach unpublished files; only they see them listed.
    expect((await getReleaseFileForDownload(m, { slug: b.slug, name: "draft.jsonl" })).id).toBe(draft.id);
    expect((await listReleaseFiles(await findVisibleBenchmark(m, b.slug))).map((f) => f.name).sort()).toEqual(
      ["claims.jsonl", "draft.jsonl"],
    );
    expect(
      (await listReleaseFiles(await findVisibleBenchmark(u, b.slug))).map((f) => [f.name, f.sha256]),
    ).toEqual([["claims.jsonl", published.sha256]]);
  });

  it("serves open benchmarks to any signed-in user and picks a release by version", async () => {
    const b = await newBenchmark({ mode: "open" });
    const v1 = await newReleaseFile(b.id);
    const v2 = await newReleaseFile(b.id);
    const u = await newUser();
    expect((await getReleaseFileForDownload(u, { slug: b.slug, name: "claims.jsonl" })).id).toBe(v2.id);
    expect(
      (
        await getReleaseFileForDownload(u, {
          slug: b.slug,
          name: "claims.jsonl",
          version: v1.release.version,
        })
      ).id,
    ).toBe(v1.id);
    const body = await readAll(
      (await openSignedDownload(v1.id, q(signDownloadLink(v1.id, u.id)), u)).delivery,
    );
    expect(body.equals(v1.content)).toBe(true);
  });

  it("serves files stored under a relative key, and refuses keys that leave the store", async () => {
    const b = await newBenchmark({ mode: "open" });
    const rel = `releases/${b.slug}.jsonl`;
    await store.putBytes(rel, "hello\n");
    await expect(store.putBytes("../outside.jsonl", "x")).rejects.toThrow(/Bad storage key/);
    const release = await db.release.create({
      data: { benchmarkId: b.id, version: "1", contentHash: "x", publishedAt: new Date() },
      select: { id: true },
    });
    const f = await db.releaseFile.create({
      data: {
        releaseId: release.id,
        name: "rel.jsonl",
        kind: "claims",
        path: rel,
        bytes: 6,
        sha256: createHash("sha256").update("hello\n").digest("hex"),
      },
      select: { id: true },
    });
    const u = await newUser();
    const { delivery } = await openSignedDownload(f.id, q(signDownloadLink(f.id, u.id)), null);
    expect((await readAll(delivery)).toString()).toBe("hello\n");
  });
});
