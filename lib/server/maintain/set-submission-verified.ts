import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

/** A maintainer marks a public scored submission of their benchmark as verified, or not. */
export async function setSubmissionVerified(
  actor: Actor,
  slug: string,
  submissionId: string,
  isVerified: boolean,
): Promise<void> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  await db.$transaction(async (tx) => {
    const updated = await tx.submission.updateMany({
      where: { id: submissionId, benchmarkId: benchmark.id, isPublic: true, status: "scored" },
      data: isVerified
        ? { verifiedAt: new Date(), verifiedById: actor.id }
        : { verifiedAt: null, verifiedById: null },
    });
    if (updated.count === 0)
      throw new AppError("NOT_FOUND", "No public scored submission with that id on this benchmark");
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: isVerified ? "submission.verify" : "submission.unverify",
      targetType: "submission",
      targetId: submissionId,
    });
  });
}
