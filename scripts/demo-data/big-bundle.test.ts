import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatBundleProblems, readBundle } from "@/lib/bundles/read-bundle";
import { writeBigBundle } from "./big-bundle";

describe("writeBigBundle", () => {
  it("writes n valid claims with evidence, byte-identical for the same seed", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "lc-big-"));
    const a = await writeBigBundle(path.join(root, "a"), 600, 3);
    const b = await writeBigBundle(path.join(root, "b"), 600, 3);
    const c = await writeBigBundle(path.join(root, "c"), 600, 4);
    const result = await readBundle(a);
    if (!result.ok) throw new Error(formatBundleProblems(result));
    expect(result.bundle.claims).toHaveLength(600);
    expect(result.bundle.claims.every((claim) => (claim.evidence?.length ?? 0) >= 3)).toBe(true);
    expect(result.bundle.oracleEvidence).toHaveLength(600);
    expect(result.bundle.splits).toHaveLength(25);
    const read = (dir: string) => readFile(path.join(dir, "claims.jsonl"));
    expect((await read(a)).equals(await read(b))).toBe(true);
    expect((await read(a)).equals(await read(c))).toBe(false);
  });

  it("refuses a non-positive n", async () => {
    await expect(writeBigBundle(path.join(tmpdir(), "lc-never"), 0, 1)).rejects.toThrow(/positive integer/);
  });
});
