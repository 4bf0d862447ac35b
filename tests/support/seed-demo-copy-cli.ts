// Seeds a copy of the demo LiveFact benchmark under <slug> with what a first start gives the
// shipped one (DEMO_SUBMISSIONS): the four demo models' submissions on its dev split and their
// synthetic closed-book statements, through the same setup code. A copy, so the browser tests
// that use demo-livefact itself keep a benchmark without demo models. Prints {slug, modelIds}.
//   tsx --conditions=react-server tests/support/seed-demo-copy-cli.ts <slug>
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { assertLocalDatabase } from "./databases";

const slug = process.argv[2];
if (!slug) throw new Error("usage: seed-demo-copy-cli.ts <slug>");
assertLocalDatabase(process.env.DATABASE_URL ?? "");

const { db } = await import("@/lib/db");
const { importBundleFromPath } = await import("@/lib/server/bundles/import-bundle-from-path");
const { buildDemoLivefact } = await import("../../scripts/demo-data/demo-livefact");
const { writeBundleFolder } = await import("../../scripts/demo-data/bundle-data");
const { seedDemoSubmissions } = await import("../../scripts/setup/seed-demo-submissions");
const { seedDemoContamination } = await import("../../scripts/setup/seed-demo-contamination");
const { DEMO_MODELS } = await import("../../scripts/setup/demo-predictions");

const data = buildDemoLivefact();
data.benchmark = { ...data.benchmark, slug, title: `${data.benchmark.title} (${slug})` };
const dir = await mkdtemp(path.join(os.tmpdir(), "demo-copy-"));
try {
  await importBundleFromPath(
    { id: null, role: "admin" },
    await writeBundleFolder(path.join(dir, slug), data),
    {
      publish: true,
      demo: true,
    },
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
await seedDemoSubmissions({ benchmarks: [slug], splits: ["2025Q4"] });
// The app's worker scores them at once; SQLite takes one writer at a time, so the uploads wait
// for the scoring to finish, and an upload that still meets a busy database is tried again
// (seeding skips the models that already have theirs).
const deadline = Date.now() + 180_000;
while (
  (await db.submission.count({ where: { benchmark: { slug }, status: { in: ["queued", "running"] } } })) > 0
) {
  if (Date.now() > deadline) throw new Error(`the demo submissions on ${slug} were not scored in 3 minutes`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
for (let attempt = 1; ; attempt++) {
  try {
    await seedDemoContamination([{ slug, build: () => data }]);
    break;
  } catch (err) {
    if (attempt === 5) throw err;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
const models = await db.modelEntry.findMany({
  where: { name: { in: DEMO_MODELS.map((m) => m.name) } },
  select: { id: true, name: true },
});
console.log(JSON.stringify({ slug, modelIds: Object.fromEntries(models.map((m) => [m.name, m.id])) }));
process.exit(0);
