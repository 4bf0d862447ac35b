import { existsSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { buildTarGz, type TarTestEntry } from "@/tests/fixtures/bundles/tar-writer";
import { verdictBundle, jsonl } from "@/tests/fixtures/bundles/write-test-bundle";
import { buildZip, type ZipTestEntry } from "@/tests/fixtures/bundles/zip-writer";
import { ArchiveRefusedError, type ArchiveLimits, type ArchiveRefusal } from "./archive-limits";
import { extractArchive } from "./extract-archive";
import { readBundle } from "./read-bundle";

let work = "";
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), "livecheck-archive-"));
});

function bundleFiles(prefix = ""): { name: string; data: Buffer }[] {
  return Object.entries(verdictBundle()).map(([name, content]) => ({
    name: prefix + name,
    data: Buffer.from(Array.isArray(content) ? jsonl(content) : JSON.stringify(content)),
  }));
}

async function zipFile(entries: ZipTestEntry[]): Promise<string> {
  const file = path.join(work, "upload.zip");
  await writeFile(file, buildZip(entries));
  return file;
}

async function tarFile(entries: TarTestEntry[]): Promise<string> {
  const file = path.join(work, "upload.tar.gz");
  await writeFile(file, await buildTarGz(entries));
  return file;
}

/** Asserts the archive is refused for `reason` and that the target folder is gone. */
async function expectRefused(
  file: string,
  reason: ArchiveRefusal,
  limits: Partial<ArchiveLimits> = {},
): Promise<ArchiveRefusedError> {
  const target = path.join(work, "out");
  const error = await extractArchive(file, target, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveRefusedError);
  const refused = error as ArchiveRefusedError;
  expect(refused.reason, refused.message).toBe(reason);
  expect(existsSync(target)).toBe(false);
  return refused;
}

describe("extractArchive: accepted archives", () => {
  it("extracts a zip whose root is the bundle", async () => {
    const target = path.join(work, "out");
    const result = await extractArchive(
      await zipFile(bundleFiles().map((e) => ({ ...e, deflate: true }))),
      target,
    );
    expect(result.bundleDir).toBe(target);
    expect(result.entryCount).toBe(5);
    expect((await readBundle(result.bundleDir)).ok).toBe(true);
  });

  it("extracts a tar.gz with a single top folder (ignoring macOS litter)", async () => {
    const target = path.join(work, "out");
    const entries: TarTestEntry[] = [
      { name: "release-1/", type: "directory" },
      ...bundleFiles("release-1/"),
      { name: "__MACOSX/._x" },
    ];
    const result = await extractArchive(await tarFile(entries), target);
    expect(result.bundleDir).toBe(path.join(target, "release-1"));
    expect((await readBundle(result.bundleDir)).ok).toBe(true);
  });
});

describe("extractArchive: refused zip archives", () => {
  it("absolute path", async () => {
    const error = await expectRefused(
      await zipFile([...bundleFiles(), { name: "/tmp/evil.txt", data: Buffer.from("x") }]),
      "unsafe-path",
    );
    expect(error.message).toMatch(/absolute path/);
  });
  it(".. traversal", async () => {
    await expectRefused(
      await zipFile([...bundleFiles(), { name: "a/../../evil.txt", data: Buffer.from("x") }]),
      "unsafe-path",
    );
    expect(existsSync(path.join(work, "evil.txt"))).toBe(false);
  });
  it("symlink", async () => {
    await expectRefused(
      await zipFile([
        ...bundleFiles(),
        { name: "link", data: Buffer.from("/etc/passwd"), unixMode: 0o120777 },
      ]),
      "link",
    );
  });
  it("device or fifo", async () => {
    await expectRefused(await zipFile([{ name: "fifo", unixMode: 0o010644 }]), "special-file");
  });
  it("too many entries", async () => {
    await expectRefused(await zipFile(bundleFiles()), "too-many-entries", { maxEntries: 4 });
  });
  it("entry over the per-entry limit", async () => {
    await expectRefused(
      await zipFile([...bundleFiles(), { name: "big.bin", data: Buffer.alloc(5000, 7) }]),
      "entry-too-large",
      { maxEntryBytes: 4096 },
    );
  });
  it("total over the limit", async () => {
    const parts = [1, 2, 3].map((i) => ({ name: `part${i}.bin`, data: Buffer.alloc(3000, i) }));
    await expectRefused(await zipFile(parts), "total-too-large", {
      maxEntryBytes: 4096,
      maxTotalBytes: 8000,
    });
  });
  it("compression bomb by ratio", async () => {
    const error = await expectRefused(
      await zipFile([{ name: "zeros.bin", data: Buffer.alloc(4 * 1024 * 1024), deflate: true }]),
      "ratio",
    );
    expect(error.message).toMatch(/compression bomb/);
  });
  it("headers that under-declare the inflated size", async () => {
    const lying = { name: "liar.bin", data: Buffer.alloc(20_000, 1), deflate: true, declaredSize: 10 };
    await expectRefused(await zipFile([lying]), "entry-too-large", { maxEntryBytes: 4096 });
  });
});

describe("extractArchive: refused tar.gz archives", () => {
  it("absolute path", async () => {
    await expectRefused(
      await tarFile([...bundleFiles(), { name: "/tmp/evil.txt", data: Buffer.from("x") }]),
      "unsafe-path",
    );
  });
  it(".. traversal", async () => {
    await expectRefused(
      await tarFile([...bundleFiles(), { name: "../evil.txt", data: Buffer.from("x") }]),
      "unsafe-path",
    );
    expect(existsSync(path.join(work, "evil.txt"))).toBe(false);
  });
  it.each([["symlink"], ["link"]] as const)("%s", async (type) => {
    await expectRefused(
      await tarFile([...bundleFiles(), { name: "x", type, linkname: "/etc/passwd" }]),
      "link",
    );
  });
  it.each([["character-device"], ["fifo"]] as const)("%s", async (type) => {
    await expectRefused(await tarFile([...bundleFiles(), { name: "dev", type }]), "special-file");
  });
  it("too many entries", async () => {
    await expectRefused(await tarFile(bundleFiles()), "too-many-entries", { maxEntries: 4 });
  });
  it("entry over the per-entry limit", async () => {
    await expectRefused(
      await tarFile([{ name: "big.bin", data: Buffer.alloc(5000, 7) }]),
      "entry-too-large",
      { maxEntryBytes: 4096 },
    );
  });
  it("total over the limit", async () => {
    const parts = [1, 2, 3].map((i) => ({ name: `part${i}.bin`, data: Buffer.alloc(3000, i) }));
    await expectRefused(await tarFile(parts), "total-too-large", {
      maxEntryBytes: 4096,
      maxTotalBytes: 8000,
    });
  });
  it("compression bomb by ratio", async () => {
    await expectRefused(await tarFile([{ name: "zeros.bin", data: Buffer.alloc(4 * 1024 * 1024) }]), "ratio");
  });
});

describe("extractArchive: other refusals", () => {
  it("archive without a bundle root", async () => {
    await expectRefused(
      await zipFile([
        { name: "a/benchmark.json", data: Buffer.from("{}") },
        { name: "b/x", data: Buffer.from("") },
      ]),
      "no-bundle-root",
    );
  });
  it("unsupported format", async () => {
    const file = path.join(work, "upload.zip");
    await writeFile(file, "not an archive");
    await expectRefused(file, "unsupported-format");
  });
  it("corrupt gzip", async () => {
    const file = path.join(work, "upload.tar.gz");
    await writeFile(file, Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(50, 0xaa)]));
    await expectRefused(file, "corrupt");
  });
  it("existing target folder is never touched", async () => {
    const error = await extractArchive(await zipFile(bundleFiles()), work).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as ArchiveRefusedError).reason).toBe("target-exists");
    expect(existsSync(path.join(work, "upload.zip"))).toBe(true);
  });
});
