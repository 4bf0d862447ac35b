// Demo models and public submissions on the two synthetic demo benchmarks, submitted through
// the normal intake (scored by the worker after start) by a separate "Demo Lab" account that
// has no password, so they use none of the demo researcher's daily quota: a newcomer signed
// in as the demo researcher can submit on the first day. Idempotent: skipped once the demo
// models exist.
import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { DEMO_MODELS, demoPredictions } from "./demo-predictions";

const DEMO_BENCHMARKS = ["demo-veritas", "demo-livefact"];
const DEMO_ORGANISATION = "Demo Lab (synthetic)";
/** Owns the demo models; it has no password, so nobody signs in as it. */
export const DEMO_LAB_EMAIL = "demo-lab@livecheck.local";

export async function seedDemoSubmissions(): Promise<number> {
  if (await db.modelEntry.findFirst({ where: { name: DEMO_MODELS[0]!.name, organisation: DEMO_ORGANISATION }, select: { id: true } })) return 0;
  const lab = await db.user.upsert({
    where: { email: DEMO_LAB_EMAIL },
    update: {},
    create: { email: DEMO_LAB_EMAIL, name: "Demo Lab (synthetic)", role: "researcher", emailVerifiedAt: new Date() },
    select: { id: true, role: true },
  });
  const models = [];
  for (const m of DEMO_MODELS) {
    models.push({ ...m, id: (await db.modelEntry.create({ data: { ownerId: lab.id, name: m.name, organisation: DEMO_ORGANISATION, declaredCutoff: new Date(`${m.cutoff}T00:00:00Z`), cutoffSource: "demo data", regime: "closed_book", openWeights: m.skill < 0.85 } })).id });
  }
  let count = 0;
  for (const slug of DEMO_BENCHMARKS) {
    const benchmark = await getBenchmark(lab, slug).catch(() => null);
    if (!benchmark) continue;
    if (benchmark.accessMode !== "open") {
      await db.accessRequest.upsert({ where: { benchmarkId_userId: { benchmarkId: benchmark.id, userId: lab.id } }, update: { status: "approved" }, create: { benchmarkId: benchmark.id, userId: lab.id, status: "approved", reason: "demo data" } });
    }
    for (const split of benchmark.splits) {
      const row = await db.split.findFirstOrThrow({ where: { benchmarkId: benchmark.id, name: split.name }, select: { id: true } });
      const loaded = await loadScoringBenchmark(row.id);
      for (const [i, model] of models.entries()) {
        const text = demoPredictions(loaded.benchmark, model, 1000 * i + count);
        const dir = await mkdtemp(path.join(os.tmpdir(), "demo-submission-"));
        const file = path.join(dir, "upload");
        await writeFile(file, text);
        const upload = { dir, file, fileName: "demo-predictions.jsonl", bytes: Buffer.byteLength(text), sha256: createHash("sha256").update(text).digest("hex"), fields: {} };
        await createSubmission(lab, { benchmark: slug, split: split.name, modelId: model.id, regime: "closed_book", description: "Synthetic demo submission", isPublic: "true" }, upload);
        count++;
      }
    }
  }
  return count;
}
