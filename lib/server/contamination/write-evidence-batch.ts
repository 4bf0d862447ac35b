// Scores one prepared batch and commits it: evidence, scores and the progress record together.
import "server-only";
import { db } from "@/lib/db";
import type { CostMeter } from "@/lib/ai/cost";
import type { MeteorScorer } from "@/lib/contamination/meteor";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { ClaimFailure, Prepared } from "./prepare-claim";
import type { MetricConfig } from "./load-contamination-metrics";
import type { EvidencePair } from "./score-evidence-pairs";
import { scorePairsUnderMetrics } from "./score-pairs-under-metrics";
import { AUDIT, type ContaminationJobPayload } from "./upload-records";
import { decodeJsonColumn } from "@/lib/db-columns";
import { stringListColumn } from "@/lib/schemas/stored-columns";

interface BatchOutcome {
  done: string[];
  /** The failures passed in, and claims whose embeddings failed. */
  failed: ClaimFailure[];
}

/**
 * The upload's running totals: `meter` receives every billed answer (extractions and
 * embeddings); each committed record takes what was billed and served from the cache
 * since the previous one, so the records add up to everything paid.
 */
export interface UploadTally {
  meter: CostMeter;
  recordedUsd: number;
  cacheHits: number;
  recordedCacheHits: number;
}

/** The (model, claim) pairs whose scores this batch changes, with both evidence sides. */
async function pairsFor(
  payload: ContaminationJobPayload,
  prepared: readonly Prepared[],
): Promise<EvidencePair[]> {
  const claimIds = prepared.map((p) => p.claimRowId);
  if (payload.target === "model") {
    const oracle = await db.oracleEvidence.findMany({
      where: { claimId: { in: claimIds } },
      select: { claimId: true, statementsJson: true },
    });
    const byClaim = new Map(
      oracle.map((o) => [
        o.claimId,
        decodeJsonColumn(stringListColumn, o.statementsJson, {
          table: "OracleEvidence",
          id: o.claimId,
          column: "statementsJson",
        }),
      ]),
    );
    return prepared.map((p) => ({
      modelId: payload.modelId ?? "",
      claimId: p.claimRowId,
      generated: p.statements,
      oracle: byClaim.get(p.claimRowId) ?? null,
    }));
  }
  // New oracle evidence: every model's evidence on these claims is scored again.
  const oracleOf = new Map(prepared.map((p) => [p.claimRowId, p.statements]));
  const generated = await db.generatedEvidence.findMany({
    where: { claimId: { in: claimIds } },
    select: { modelId: true, claimId: true, statementsJson: true },
  });
  return generated.map((g) => ({
    modelId: g.modelId,
    claimId: g.claimId,
    generated: decodeJsonColumn(stringListColumn, g.statementsJson, {
      table: "GeneratedEvidence",
      id: `${g.modelId}/${g.claimId}`,
      column: "statementsJson",
    }),
    oracle: oracleOf.get(g.claimId) ?? null,
  }));
}

/**
 * Stores prepared claims and reports failed ones (either list may be empty), scored under
 * each of the benchmark's `metrics` (METEOR always; each embedding metric that has an
 * endpoint and model). If an embedding endpoint fails, the evidence and the scores computed
 * are still stored and the claims are reported as failed, so a rerun only redoes what is
 * missing. Everything is written in one transaction with the "contamination.batch"
 * progress record, which also takes the cost billed since the last.
 */
export async function writeEvidenceBatch(
  payload: ContaminationJobPayload,
  jobId: string,
  batch: { prepared: readonly Prepared[]; failed: readonly ClaimFailure[] },
  metricConfigs: readonly MetricConfig[],
  scorer: MeteorScorer,
  tally: UploadTally,
  signal?: AbortSignal,
): Promise<BatchOutcome> {
  const { prepared } = batch;
  const pairs = await pairsFor(payload, prepared);
  const scoring = await scorePairsUnderMetrics(pairs, metricConfigs, scorer, { signal, meter: tally.meter });
  const { scores, computed: metrics } = scoring;
  tally.cacheHits += scoring.cacheHits;
  const failed: ClaimFailure[] = [...batch.failed];
  if (scoring.failure) {
    const { metric, error } = scoring.failure;
    for (const p of prepared)
      failed.push({ claimId: p.externalId, reason: error.summary(`embeddings (${metric})`), error });
  }
  const failedIds = new Set(failed.map((f) => f.claimId));
  const done = prepared.filter((p) => !failedIds.has(p.externalId)).map((p) => p.externalId);
  const notes = prepared
    .filter((p) => p.notes.length > 0)
    .map((p) => ({ claimId: p.externalId, note: p.notes.join("; ") }));
  const costUsd = tally.meter.usd - tally.recordedUsd;
  const cacheHits = tally.cacheHits - tally.recordedCacheHits;
  await db.$transaction(
    async (tx) => {
      const now = new Date();
      for (const p of prepared) {
        const statementsJson = JSON.stringify(p.statements);
        if (payload.target === "model") {
          const modelId = payload.modelId ?? "";
          const data = {
            statementsJson,
            source: p.articleSha256 ? "llm" : "upload",
            articleSha256: p.articleSha256,
            createdAt: now,
          };
          await tx.generatedEvidence.upsert({
            where: { modelId_claimId: { modelId, claimId: p.claimRowId } },
            create: { modelId, claimId: p.claimRowId, ...data },
            update: data,
          });
        } else {
          await tx.oracleEvidence.upsert({
            where: { claimId: p.claimRowId },
            create: { claimId: p.claimRowId, statementsJson },
            update: { statementsJson },
          });
        }
      }
      for (const pair of pairs) {
        // Scores of a metric not computed now belong to the old evidence: drop them.
        await tx.contaminationScore.deleteMany({
          where: { modelId: pair.modelId, claimId: pair.claimId, metric: { notIn: metrics } },
        });
      }
      for (const s of scores) {
        await tx.contaminationScore.upsert({
          where: { modelId_claimId_metric: { modelId: s.modelId, claimId: s.claimId, metric: s.metric } },
          create: {
            modelId: s.modelId,
            claimId: s.claimId,
            metric: s.metric,
            score: s.score,
            createdAt: now,
          },
          update: { score: s.score, createdAt: now },
        });
      }
      await recordAuditEvent(tx, {
        actorId: payload.actorId,
        action: AUDIT.batch,
        targetType: "contamination-upload",
        targetId: payload.uploadId,
        detail: {
          jobId,
          done,
          failed: failed.map(({ claimId, reason }) => ({ claimId, reason })),
          notes,
          costUsd,
          cacheHits,
        },
      });
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
  tally.recordedUsd += costUsd;
  tally.recordedCacheHits += cacheHits;
  return { done, failed };
}
