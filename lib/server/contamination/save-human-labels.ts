// Stores maintainers' contamination judgements for calibrating τ.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { humanLabelLineSchema } from "@/lib/schemas/contamination";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { parseJsonlLines } from "@/lib/contamination/jsonl-lines";
import { ContaminationFileError } from "./contamination-file-error";
import type { Actor } from "@/lib/vocabulary";

/**
 * JSONL `{claim_id, model_id, contaminated: true|false}`; maintainers only. The whole file
 * is checked first (file, line, field; unknown claims and models are errors here, since a
 * label for nothing would silently skew calibration), then upserted in one transaction.
 */
export async function saveHumanLabels(
  actor: Actor,
  slug: string,
  file: { text: string; name: string },
): Promise<{ saved: number }> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const claims = new Map(
    (
      await db.claim.findMany({
        where: { benchmarkId: benchmark.id },
        select: { id: true, externalId: true },
      })
    ).map((c) => [c.externalId, c.id]),
  );
  const rows: { claimId: string; modelId: string; isContaminated: boolean }[] = [];
  const modelIds = new Set<string>();
  const lines = parseJsonlLines(file.text, humanLabelLineSchema, ({ line, field, detail }) => {
    throw new ContaminationFileError(file.name, line, field ?? "(line)", detail);
  });
  for (const { line, value } of lines) {
    const claimId = claims.get(value.claim_id);
    if (!claimId)
      throw new ContaminationFileError(
        file.name,
        line,
        "claim_id",
        `unknown claim ${JSON.stringify(value.claim_id)}`,
      );
    modelIds.add(value.model_id);
    rows.push({ claimId, modelId: value.model_id, isContaminated: value.contaminated });
  }
  if (rows.length === 0) throw new AppError("BAD_REQUEST", `${file.name}: the file has no labels`);
  const known = new Set(
    (await db.modelEntry.findMany({ where: { id: { in: [...modelIds] } }, select: { id: true } })).map(
      (m) => m.id,
    ),
  );
  const missing = rows.findIndex((r) => !known.has(r.modelId));
  if (missing >= 0)
    throw new AppError(
      "BAD_REQUEST",
      `${file.name}: field model_id: unknown model ${JSON.stringify(rows[missing]?.modelId)}; nothing was stored`,
    );
  await db.$transaction(
    async (tx) => {
      for (const r of rows) {
        await tx.humanContaminationLabel.upsert({
          where: { claimId_modelId: { claimId: r.claimId, modelId: r.modelId } },
          create: { ...r, createdById: actor.id },
          update: { isContaminated: r.isContaminated, createdById: actor.id },
        });
      }
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "contamination.human-labels",
        targetType: "benchmark",
        targetId: benchmark.id,
        detail: { file: file.name, rows: rows.length },
      });
    },
    { timeout: 60_000 },
  );
  return { saved: rows.length };
}
