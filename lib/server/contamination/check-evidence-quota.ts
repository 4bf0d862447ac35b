import "server-only";
import { db, type Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { utcDayBounds } from "@/lib/server/submissions/get-quota-status";
import { AUDIT } from "./upload-records";

/**
 * Model evidence moves which claims are flagged for a model, and the contamination views
 * compare the model's metric on flagged and unflagged claims. On a benchmark with hidden
 * test labels, uploads that differ by one claim would read that claim's label off the
 * comparison, so a user's model evidence uploads to such a benchmark (all their models
 * together) are limited to the benchmark's daily submission quota. Dev-only benchmarks have
 * no limit. A closed-book probe of an evaluation that has not submitted its articles yet
 * counts as one upload. Pass the transaction that records the upload: on PostgreSQL an advisory lock per
 * (user, benchmark) serializes concurrent uploads; SQLite serializes write transactions.
 */
export async function checkEvidenceQuota(
  client: Tx,
  actor: { id: string },
  benchmarkId: string,
  now = new Date(),
): Promise<void> {
  const benchmark = await client.benchmark.findUniqueOrThrow({
    where: { id: benchmarkId },
    select: {
      slug: true,
      dailyQuota: true,
      splits: { where: { kind: "test" }, select: { id: true }, take: 1 },
    },
  });
  if (benchmark.splits.length === 0) return;
  if (isPostgres && client !== db)
    await client.$executeRawUnsafe(
      "SELECT pg_advisory_xact_lock(hashtext($1))",
      `evidence:${actor.id}:${benchmarkId}`,
    );
  const { start, next } = utcDayBounds(now);
  const uploads = await client.auditEvent.count({
    where: {
      actorId: actor.id,
      action: AUDIT.upload,
      targetType: "model",
      createdAt: { gte: start },
      // The upload record's detail is the job payload, which names the benchmark.
      detailJson: { contains: `"benchmarkId":${JSON.stringify(benchmarkId)}` },
    },
  });
  // An evaluation's closed-book probe holds its slot until its articles become an upload
  // (DOMAIN §8), so probes started together cannot pass the check together.
  const probes = await client.evaluation.count({
    where: {
      userId: actor.id,
      benchmarkId,
      contamination: true,
      status: { in: ["queued", "running", "limit_reached"] },
    },
  });
  const used = uploads + probes;
  if (used >= benchmark.dailyQuota) {
    throw new AppError(
      "RATE_LIMITED",
      `'${benchmark.slug}' has hidden test labels, so it takes at most ${benchmark.dailyQuota} model evidence uploads per user per UTC day (an evaluation's contamination probe is one), and you have used them. Try again after ${next.toISOString()}`,
      undefined,
      { resetAt: next.toISOString(), limit: benchmark.dailyQuota, used },
    );
  }
}
