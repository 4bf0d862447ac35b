// Seeds the benchmarks that ship with the app through the same importer maintainers use:
// two seeded synthetic demo benchmarks and the real claims shipped in datasets/.
import path from "node:path";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { buildShippedBundles } from "../demo-data/build-bundles";
import { rm } from "node:fs/promises";
import { makeTempDir } from "@/lib/files/temp-dirs";

const DEMO_TERMS =
  "This is synthetic demo data. By requesting access you agree to use it only to try out LiveCheck.";

/** Access settings given to each shipped benchmark when it is first created. */
const ACCESS: Record<string, { accessMode: string; terms: string; requestFieldsJson: string }> = {
  "demo-veritas": {
    accessMode: "manual",
    terms: DEMO_TERMS,
    requestFieldsJson: JSON.stringify([
      { id: "affiliation", kind: "text", label: "Affiliation", required: true },
      {
        id: "purpose",
        kind: "select",
        label: "Intended use",
        required: true,
        options: ["Research", "Teaching", "Other"],
      },
      { id: "agree", kind: "checkbox", label: "I will not redistribute the data", required: true },
    ]),
  },
  "demo-livefact": { accessMode: "open", terms: "", requestFieldsJson: "[]" },
  "averitec-dev": {
    accessMode: "auto",
    terms: "CC BY-NC 4.0: non-commercial use, with attribution (see the citation).",
    requestFieldsJson: "[]",
  },
  liar2: { accessMode: "open", terms: "", requestFieldsJson: "[]" },
};
const DEMO = new Set(["demo-veritas", "demo-livefact"]);

export async function seedBenchmarks(): Promise<string[]> {
  // A private folder: setups of two databases may run at once (the test runner's two chains).
  const out = await makeTempDir("bundle");
  try {
    return await importShipped(await buildShippedBundles(out));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

async function importShipped(dirs: string[]): Promise<string[]> {
  const maintainer = await db.user.findUnique({
    where: { email: "maintainer@livecheck.local" },
    select: { id: true },
  });
  const lines: string[] = [];
  for (const dir of dirs) {
    const slug = path.basename(dir);
    const summary = await importBundleFromPath({ id: null, role: "admin" }, dir, {
      publish: true,
      demo: DEMO.has(slug),
    });
    if (summary.status === "created") {
      const access = ACCESS[summary.slug];
      const benchmark = await db.benchmark.update({
        where: { slug: summary.slug },
        data: access ?? {},
        select: { id: true },
      });
      if (maintainer && DEMO.has(summary.slug)) {
        await db.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: maintainer.id } });
      }
    }
    lines.push(
      `${summary.slug}: ${summary.status}${summary.claimsAdded ? `, ${summary.claimsAdded} claims` : ""}`,
    );
  }
  return lines;
}
