// The demo models' synthetic closed-book statements on the two demo benchmarks, uploaded by
// each demo lab through the normal evidence intake (scored with METEOR by the worker after
// start), so the contamination overview, a demo model's page and the contamination-controlled
// ranking show numbers on first start. Demo data: the file is named so, and the pages of a
// demo benchmark say the statements are synthetic. Idempotent per (model, benchmark), so an
// install seeded before the statements existed gets them on its next start.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { createContaminationUpload } from "@/lib/server/contamination/create-contamination-upload";
import { AUDIT } from "@/lib/server/contamination/upload-records";
import { DEMO_ORGANISATION } from "@/lib/vocabulary";
import type { BundleData } from "../demo-data/bundle-data";
import { buildDemoLivefact } from "../demo-data/demo-livefact";
import { buildDemoVeritas } from "../demo-data/demo-veritas";
import { DEMO_MODELS } from "./demo-predictions";
import { demoStatements } from "./demo-statements";

/** The file name every demo upload carries: it says what the file is wherever it is listed. */
const DEMO_STATEMENTS_FILE = "demo-synthetic-closed-book-statements.jsonl";

/** A demo benchmark by slug and the generator of its bundle (for its claims and oracle evidence). */
type DemoBenchmarkSource = { slug: string; build: () => BundleData };

const DEMO_BENCHMARKS: DemoBenchmarkSource[] = [
  { slug: "demo-veritas", build: buildDemoVeritas },
  { slug: "demo-livefact", build: buildDemoLivefact },
];

/** Queues one statements upload per demo model and demo benchmark not yet given one; returns how many. */
export async function seedDemoContamination(benchmarks = DEMO_BENCHMARKS): Promise<number> {
  const models = await db.modelEntry.findMany({
    where: { organisation: DEMO_ORGANISATION, name: { in: DEMO_MODELS.map((m) => m.name) } },
    select: { id: true, name: true, owner: { select: { id: true, role: true } } },
  });
  let queued = 0;
  for (const [b, { slug, build }] of benchmarks.entries()) {
    const benchmark = await db.benchmark.findUnique({ where: { slug }, select: { id: true } });
    if (!benchmark || models.length === 0) continue;
    // The bundle is generated only when some model still lacks its upload (not on every start).
    let data: ReturnType<typeof build> | null = null;
    let dates = new Map<string, string>();
    for (const [i, demo] of DEMO_MODELS.entries()) {
      const model = models.find((m) => m.name === demo.name);
      if (!model || (await hasUpload(model.id, benchmark.id))) continue;
      if (data === null) {
        data = build();
        dates = new Map(data.claims.map((c) => [c.claim_id, c.claim_date]));
      }
      const text = demoStatements(data.oracle ?? [], dates, demo, 7000 + 100 * b + i);
      const dir = await mkdtemp(path.join(os.tmpdir(), "demo-statements-"));
      try {
        const file = path.join(dir, DEMO_STATEMENTS_FILE);
        await writeFile(file, text);
        await createContaminationUpload(
          model.owner,
          { slug, target: "model", kind: "statements", modelId: model.id },
          { path: file, name: DEMO_STATEMENTS_FILE },
        );
        queued++;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  }
  return queued;
}

async function hasUpload(modelId: string, benchmarkId: string): Promise<boolean> {
  const count = await db.auditEvent.count({
    where: {
      action: AUDIT.upload,
      targetType: "model",
      targetId: modelId,
      detailJson: { contains: `"benchmarkId":${JSON.stringify(benchmarkId)}` },
    },
  });
  return count > 0;
}
