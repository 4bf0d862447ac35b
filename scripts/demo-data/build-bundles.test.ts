import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { formatBundleProblems, readBundle } from "@/lib/bundles/read-bundle";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { buildShippedBundles, DATASETS_DIR } from "./build-bundles";

let first: string[] = [];
let second: string[] = [];
const bundles = new Map<string, ParsedBundle>();

beforeAll(async () => {
  first = await buildShippedBundles(await mkdtemp(path.join(tmpdir(), "lc-ship-a-")));
  second = await buildShippedBundles(await mkdtemp(path.join(tmpdir(), "lc-ship-b-")));
  for (const dir of first) {
    const result = await readBundle(dir);
    if (!result.ok) throw new Error(`${dir}\n${formatBundleProblems(result)}`);
    bundles.set(result.bundle.meta.slug, result.bundle);
  }
});

function bundle(slug: string): ParsedBundle {
  const found = bundles.get(slug);
  if (!found) throw new Error(`no bundle ${slug}`);
  return found;
}

describe("buildShippedBundles", () => {
  it("writes four bundles that all pass readBundle", () => {
    expect(first.map((dir) => path.basename(dir))).toEqual([
      "demo-veritas",
      "demo-livefact",
      "averitec-dev",
      "liar2",
    ]);
    expect([...bundles.keys()]).toEqual(["demo-veritas", "demo-livefact", "averitec-dev", "liar2"]);
  });

  it("is deterministic: two runs give identical bytes", async () => {
    for (const [index, dir] of first.entries()) {
      const other = second[index] ?? "";
      const files = (await readdir(dir)).sort();
      expect((await readdir(other)).sort()).toEqual(files);
      for (const file of files) {
        const [a, b] = await Promise.all([readFile(path.join(dir, file)), readFile(path.join(other, file))]);
        expect(a.equals(b), `${path.basename(dir)}/${file}`).toBe(true);
      }
    }
  });

  it("keeps license and citation of the real data exactly as the data README states", async () => {
    const readme = (await readFile(path.join(DATASETS_DIR, "README.md"), "utf8")).replace(/\s+/g, " ");
    for (const slug of ["averitec-dev", "liar2"]) {
      const { license, citation } = bundle(slug).meta;
      expect(readme, `${slug} license`).toContain(license);
      expect(readme, `${slug} citation`).toContain(citation.replace(/\.$/, ""));
    }
  });

  it("converts all 500 AVeriTeC dev claims with the four labels, evidence and oracle", () => {
    const averitec = bundle("averitec-dev");
    expect(averitec.claims).toHaveLength(500);
    expect(averitec.meta.description).toContain("0 skipped");
    const counts = countBy(averitec.labels.map((l) => l.label ?? ""));
    expect(counts).toEqual({
      Refuted: 305,
      Supported: 122,
      "Conflicting Evidence/Cherrypicking": 38,
      "Not Enough Evidence": 35,
    });
    expect(averitec.oracleEvidence).toHaveLength(500);
    expect(averitec.claims.filter((c) => c.media?.includes("video")).length).toBeGreaterThan(0);
    expect(averitec.claims[0]).toMatchObject({ claim_id: "averitec-dev-0000", claim_date: "2020-10-31" });
  });

  it("converts LIAR2 valid+test with the six PolitiFact labels in the CSV proportions", () => {
    const liar2 = bundle("liar2");
    expect(liar2.claims).toHaveLength(2297 + 2296);
    expect(countBy(liar2.labels.map((l) => l.label ?? ""))).toEqual({
      "Pants on Fire": 606,
      False: 1321,
      "Barely True": 721,
      "Half True": 742,
      "Mostly True": 686,
      True: 517,
    });
    expect(liar2.claims.find((c) => c.claim_id === "liar2-419")?.claim_date).toBe("2008-04-16");
    expect(liar2.splits.length).toBeGreaterThan(50);
    expect(liar2.splits.every((s) => s.kind === "test")).toBe(true);
  });
});

function countBy(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const value of values) out[value] = (out[value] ?? 0) + 1;
  return out;
}

describe("datasets/ (the real data the repository ships)", () => {
  it("gunzips to the public sources' sha256 that datasets/README.md states", async () => {
    const readme = await readFile(path.join(DATASETS_DIR, "README.md"), "utf8");
    for (const file of ["averitec/dev.json.gz", "liar2/valid.csv.gz", "liar2/test.csv.gz"]) {
      const sha = createHash("sha256")
        .update(gunzipSync(await readFile(path.join(DATASETS_DIR, file))))
        .digest("hex");
      expect(readme, file).toContain(sha);
    }
  });
});
