// Rows written straight into the database for integration tests: models, submissions, and a
// published benchmark with its maintainer.
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { integrityBundle, writeTestBundle } from "../fixtures/bundles/write-test-bundle";

/** A closed-book model owned by `ownerId`; its id. */
export async function createModelRow(
  ownerId: string,
  name: string,
  opts: { organisation?: string; declaredCutoff?: string } = {},
): Promise<string> {
  const model = await db.modelEntry.create({
    data: {
      ownerId,
      name,
      organisation: opts.organisation ?? "o",
      declaredCutoff: new Date(opts.declaredCutoff ?? "2024-06-01"),
      cutoffSource: "card",
      regime: "closed_book",
    },
    select: { id: true },
  });
  return model.id;
}

/** The columns of a closed-book submission row whose file is a placeholder (no upload is read). */
export function submissionRow(of: { userId: string; benchmarkId: string; splitId: string; modelId: string }) {
  return {
    ...of,
    regime: "closed_book",
    filePath: "-",
    fileName: "p.jsonl",
    format: "jsonl",
    fileSha256: "-",
    fileBytes: 1,
  };
}

/**
 * The integrity fixture bundle published as a new benchmark (slug `<prefix>-…`), with three
 * users: `owner` maintains it, `other` is a maintainer of nothing, `researcher` a researcher.
 */
export async function createMaintainedBenchmark(prefix: string) {
  const slug = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const bundle = integrityBundle();
  (bundle["benchmark.json"] as { slug: string }).slug = slug;
  await importBundleFromPath({ id: null, role: "admin" }, await writeTestBundle(bundle), { publish: true });
  const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  const user = (role: string, name: string) =>
    db.user.create({
      data: { email: `${name}-${slug}@example.org`, name, role },
      select: { id: true, role: true, email: true },
    });
  const [owner, other, researcher] = [
    await user("maintainer", "owner"),
    await user("maintainer", "other"),
    await user("researcher", "researcher"),
  ];
  await db.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: owner.id } });
  const split = await db.split.findFirstOrThrow({
    where: { benchmarkId: benchmark.id },
    select: { id: true },
  });
  return { slug, benchmark, owner, other, researcher, splitId: split.id };
}
