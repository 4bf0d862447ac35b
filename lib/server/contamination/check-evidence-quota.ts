import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { utcDayBounds } from "@/lib/server/submissions/get-quota-status";
import { AUDIT } from "./upload-records";

/**
 * Model evidence moves which claims are flagged for that model, and the contamination views
 * compare the model's metric on flagged and unflagged claims. On a benchmark with hidden
 * test labels, uploading sets that differ by one claim would read that claim's label off the
 * comparison, so evidence uploads per model share the benchmark's daily submission quota
 * (each of the two channels is bounded the same way). Dev-only benchmarks have no limit.
 */
export async function checkEvidenceQuota(actor: { id: string }, benchmarkId: string, modelId: string, now = new Date()): Promise<void> {
  const benchmark = await db.benchmark.findUniqueOrThrow({
    where: { id: benchmarkId },
    select: { slug: true, dailyQuota: true, splits: { where: { kind: "test" }, select: { id: true }, take: 1 } },
  });
  if (benchmark.splits.length === 0) return;
  const { start, next } = utcDayBounds(now);
  const used = await db.auditEvent.count({
    where: {
      actorId: actor.id, action: AUDIT.upload, targetType: "model", targetId: modelId, createdAt: { gte: start },
      // The upload record's detail is the job payload, which names the benchmark.
      detailJson: { contains: `"benchmarkId":${JSON.stringify(benchmarkId)}` },
    },
  });
  if (used >= benchmark.dailyQuota) {
    throw new AppError(
      "RATE_LIMITED",
      `'${benchmark.slug}' has hidden test labels, so each model takes at most ${benchmark.dailyQuota} evidence uploads per UTC day; this model has used them. Try again after ${next.toISOString()}`,
      undefined,
      { resetAt: next.toISOString(), limit: benchmark.dailyQuota, used },
    );
  }
}
