// Demo models and public submissions on the two synthetic demo benchmarks, submitted through
// the normal intake (scored by the worker after start). Each demo model belongs to a "Demo
// Lab" account of its own, with no password: as with real participants, each lab has its own
// daily quota and its own Ladder on hidden splits (docs/SECURITY.md), and the demo researcher
// a newcomer signs in as keeps a full quota. Idempotent: skipped once the demo models exist,
// unless a scope names the benchmarks (a copy of a demo benchmark, as the browser tests make).
import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { DEMO_ORGANISATION } from "@/lib/vocabulary";
import { DEMO_MODELS, demoPredictions, type DemoModel } from "./demo-predictions";

const DEMO_BENCHMARKS = ["demo-veritas", "demo-livefact"];

/** The passwordless account that owns a demo model ("Demo Atlas (synthetic)" → demo-lab-atlas@…). */
export function demoLabEmail(model: DemoModel): string {
  return `demo-lab-${model.name.split(" ")[1]?.toLowerCase() ?? "x"}@livecheck.local`;
}

/** Which demo benchmarks and splits to seed; the default is every split of the two shipped ones. */
type DemoSeedScope = { benchmarks?: readonly string[]; splits?: readonly string[] };

export async function seedDemoSubmissions(scope: DemoSeedScope = {}): Promise<number> {
  const isDefault = scope.benchmarks === undefined;
  if (
    isDefault &&
    (await db.modelEntry.findFirst({
      where: { name: DEMO_MODELS[0]!.name, organisation: DEMO_ORGANISATION },
      select: { id: true },
    }))
  )
    return 0;
  const models = await ensureDemoModels();
  let count = 0;
  for (const slug of scope.benchmarks ?? DEMO_BENCHMARKS) {
    const benchmark = await getBenchmark(models[0]!.lab, slug).catch(() => null);
    if (!benchmark) continue;
    if (benchmark.accessMode !== "open") {
      for (const { lab } of models)
        await db.accessRequest.upsert({
          where: { benchmarkId_userId: { benchmarkId: benchmark.id, userId: lab.id } },
          update: { status: "approved" },
          create: { benchmarkId: benchmark.id, userId: lab.id, status: "approved", reason: "demo data" },
        });
    }
    for (const split of benchmark.splits) {
      if (scope.splits && !scope.splits.includes(split.name)) continue;
      const row = await db.split.findFirstOrThrow({
        where: { benchmarkId: benchmark.id, name: split.name },
        select: { id: true },
      });
      const loaded = await loadScoringBenchmark(row.id);
      for (const [i, model] of models.entries()) {
        const text = demoPredictions(loaded.benchmark, model, 1000 * i + count);
        const dir = await mkdtemp(path.join(os.tmpdir(), "demo-submission-"));
        const file = path.join(dir, "upload");
        await writeFile(file, text);
        const upload = {
          dir,
          file,
          fileName: "demo-predictions.jsonl",
          bytes: Buffer.byteLength(text),
          sha256: createHash("sha256").update(text).digest("hex"),
          fields: {},
        };
        await createSubmission(
          model.lab,
          {
            benchmark: slug,
            split: split.name,
            modelId: model.id,
            regime: "closed_book",
            description: "Synthetic demo submission",
            isPublic: "true",
          },
          upload,
        );
        count++;
      }
    }
  }
  return count;
}

/** The demo labs and their models, created the first time (found again afterwards). */
async function ensureDemoModels() {
  const models = [];
  for (const m of DEMO_MODELS) {
    const email = demoLabEmail(m);
    const lab = await db.user.upsert({
      where: { email },
      update: {},
      create: {
        email,
        name: `${m.name.replace(" (synthetic)", "")} lab (synthetic)`,
        role: "researcher",
        emailVerifiedAt: new Date(),
      },
      select: { id: true, role: true },
    });
    const found = await db.modelEntry.findUnique({
      where: { ownerId_name: { ownerId: lab.id, name: m.name } },
      select: { id: true },
    });
    const id =
      found?.id ??
      (
        await db.modelEntry.create({
          data: {
            ownerId: lab.id,
            name: m.name,
            organisation: DEMO_ORGANISATION,
            declaredCutoff: new Date(`${m.cutoff}T00:00:00Z`),
            cutoffSource: "demo data",
            regime: "closed_book",
            openWeights: m.skill < 0.85,
          },
        })
      ).id;
    models.push({ ...m, lab, id });
  }
  return models;
}
