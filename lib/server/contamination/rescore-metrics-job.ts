// The job that scores a benchmark's stored evidence under metrics added or changed by a maintainer.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { createMeteorScorer } from "@/lib/contamination/meteor";
import { PermanentJobError, RetryLaterError } from "@/lib/jobs/job-errors";
import type { JobHandler } from "@/lib/jobs/job-types";
import { decodeJsonColumn } from "@/lib/db-columns";
import { stringListColumn } from "@/lib/schemas/stored-columns";
import { loadContaminationMetricsById } from "./load-contamination-metrics";
import { loadWordNetTable } from "./load-wordnet-table";
import type { EvidencePair } from "./score-evidence-pairs";
import { scorePairsUnderMetrics } from "./score-pairs-under-metrics";

export const RESCORE_METRICS_JOB = "contamination-rescore";

const rescorePayloadSchema = z.object({
  benchmarkId: z.string(),
  /** Names of the metrics to score; names no longer configured are skipped. */
  metrics: z.array(z.string()).min(1),
});

/** (model, claim) pairs committed per transaction. */
const BATCH = 50;

const list = (json: string, table: string, id: string) =>
  decodeJsonColumn(stringListColumn, json, { table, id, column: "statementsJson" });

/** Every stored (model, claim) evidence pair of the benchmark, with the claim's oracle statements. */
async function loadPairs(benchmarkId: string): Promise<EvidencePair[]> {
  const [generated, oracle] = await Promise.all([
    db.generatedEvidence.findMany({
      where: { claim: { benchmarkId } },
      orderBy: [{ claimId: "asc" }, { modelId: "asc" }],
      select: { id: true, modelId: true, claimId: true, statementsJson: true },
    }),
    db.oracleEvidence.findMany({
      where: { claim: { benchmarkId } },
      select: { claimId: true, statementsJson: true },
    }),
  ]);
  const oracleOf = new Map(
    oracle.map((o) => [o.claimId, list(o.statementsJson, "OracleEvidence", o.claimId)]),
  );
  return generated.map((g) => ({
    modelId: g.modelId,
    claimId: g.claimId,
    generated: list(g.statementsJson, "GeneratedEvidence", g.id),
    oracle: oracleOf.get(g.claimId) ?? null,
  }));
}

/**
 * Scores every stored evidence pair that has no score yet under each named metric, in
 * batches committed as they finish, so a retry carries on where a run stopped. Endpoint
 * failures: refused credentials fail the job for good (fix the key, then save the metrics
 * again); anything transient is retried later.
 */
export const rescoreMetricsHandler: JobHandler = {
  lane: "llm",
  deadlineMs: 30 * 60_000,
  async run({ payload, signal }) {
    const p = rescorePayloadSchema.parse(payload);
    const wanted = new Set(p.metrics);
    const metrics = (await loadContaminationMetricsById(p.benchmarkId)).filter((m) => wanted.has(m.name));
    if (metrics.length === 0) return;
    const scorer = createMeteorScorer(loadWordNetTable());
    const pairs = await loadPairs(p.benchmarkId);
    for (const metric of metrics) {
      const done = new Set(
        (
          await db.contaminationScore.findMany({
            where: { metric: metric.name, claim: { benchmarkId: p.benchmarkId } },
            select: { modelId: true, claimId: true },
          })
        ).map((s) => `${s.modelId}\u0000${s.claimId}`),
      );
      const pending = pairs.filter((pair) => !done.has(`${pair.modelId}\u0000${pair.claimId}`));
      for (let i = 0; i < pending.length; i += BATCH) {
        const scoring = await scorePairsUnderMetrics(pending.slice(i, i + BATCH), [metric], scorer, {
          signal,
        });
        if (scoring.failure) {
          const { error } = scoring.failure;
          const message = error.summary(`embeddings (${metric.name})`);
          if (error.isAuthFailure) throw new PermanentJobError(message);
          throw new RetryLaterError(message, error.retryAfterMs);
        }
        const now = new Date();
        await db.$transaction(async (tx) => {
          for (const s of scoring.scores)
            await tx.contaminationScore.upsert({
              where: { modelId_claimId_metric: { modelId: s.modelId, claimId: s.claimId, metric: s.metric } },
              create: { ...s, createdAt: now },
              update: { score: s.score, createdAt: now },
            });
        });
      }
    }
  },
};
