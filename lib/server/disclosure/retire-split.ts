import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { emitEvent } from "@/lib/server/events/emit-event";
import { splitEvent } from "@/lib/server/events/build-events";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";
import { writeRetiredSplitFiles } from "./write-retired-split-files";
import { cancelSealedEvaluations } from "./cancel-sealed-evaluations";
import type { Actor } from "@/lib/vocabulary";

/**
 * Retires a hidden test split (for example when its quarter's evaluation closes): from now
 * on its labels are public (downloadable as `<split>_labels.jsonl`, shown with claims) and
 * every view shows its exact scores. It cannot be undone, and the audit event says when
 * exact values became public. Scores disclosed before stay as they were disclosed. A sealed
 * split opens with it (texts, evidence and files for everyone with access); its evaluations
 * still queued are cancelled and their owners told (cancel-sealed-evaluations.ts).
 */
export async function retireSplit(
  actor: Actor,
  slug: string,
  splitName: string,
): Promise<{ retiredAt: string }> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const split = await db.split.findFirst({
    where: { benchmarkId: benchmark.id, name: splitName },
    select: { id: true, kind: true, retiredAt: true, releaseId: true, embargoUntil: true, sealed: true },
  });
  if (!split) throw new AppError("NOT_FOUND", `No split ${splitName} in '${slug}'`);
  if (split.kind !== "test")
    throw new AppError("BAD_REQUEST", `${splitName} is a dev split: its labels are public already`, {
      split: "not a test split",
    });
  if (split.retiredAt)
    throw new AppError("CONFLICT", `${splitName} was retired on ${split.retiredAt.toISOString()}`);
  const { files, discard } = await writeRetiredSplitFiles(split.id, splitName);
  const retiredAt = new Date();
  let emailIds: string[] = [];
  try {
    await db.$transaction(async (tx) => {
      // Conditional, so two maintainers retiring at once record one retirement.
      const { count } = await tx.split.updateMany({
        where: { id: split.id, retiredAt: null },
        data: { retiredAt },
      });
      if (count === 0) throw new AppError("CONFLICT", `${splitName} has just been retired`);
      await tx.releaseFile.deleteMany({
        where: { releaseId: split.releaseId, name: { in: files.map((f) => f.name) } },
      });
      for (const f of files)
        await tx.releaseFile.create({
          data: {
            releaseId: split.releaseId,
            name: f.name,
            kind: f.kind,
            path: f.relativePath,
            bytes: f.bytes,
            sha256: f.sha256,
          },
        });
      await tx.benchmark.update({ where: { id: benchmark.id }, data: { updatedAt: retiredAt } });
      const cancelled = split.sealed
        ? await cancelSealedEvaluations(tx, { id: split.id, name: splitName }, benchmark, retiredAt)
        : { cancelled: [], emailIds: [] };
      emailIds = cancelled.emailIds;
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "split.retire",
        targetType: "split",
        targetId: split.id,
        detail: {
          benchmark: slug,
          split: splitName,
          exactValuesPublicAt: retiredAt.toISOString(),
          files: files.map((f) => ({ name: f.name, sha256: f.sha256 })),
          ...(split.sealed ? { sealed: true, cancelledEvaluations: cancelled.cancelled } : {}),
        },
      });
      await emitEvent(tx, await splitEvent(tx, "split.retired", split.id, retiredAt));
    });
  } catch (err) {
    await discard();
    throw err;
  }
  await deliverOutboxEmails(emailIds);
  return { retiredAt: retiredAt.toISOString() };
}
