import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

/**
 * A maintainer seals a hidden test split (its claim texts, evidence and files are theirs alone
 * and it takes endpoint evaluations only, until it is retired: sealed-splits.ts) or unseals it.
 * Dev splits have public labels and cannot be sealed; a retired split is open for good. A
 * change is one audit event committed with it; asking for the current state is a no-op.
 * Answers what happened, in words.
 */
export async function setSplitSealed(
  actor: Actor,
  slug: string,
  splitName: string,
  sealed: boolean,
): Promise<string> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  return db.$transaction(async (tx) => {
    const split = await tx.split.findFirst({
      where: { benchmarkId: benchmark.id, name: splitName },
      select: { id: true, kind: true, sealed: true, retiredAt: true },
    });
    if (!split) throw new AppError("NOT_FOUND", `No split ${splitName} in '${slug}'`);
    if (sealed && split.retiredAt)
      throw new AppError(
        "CONFLICT",
        `${splitName} was retired on ${split.retiredAt.toISOString()}: its claims and labels are public for good`,
        { sealed: "the split is retired" },
      );
    // Unsealing a retired split changes nothing: retirement opened it already.
    if (split.retiredAt) return `${splitName} is retired: its claims are open to everyone with access.`;
    if (split.sealed === sealed) return `${splitName} is ${sealed ? "sealed" : "not sealed"} already.`;
    if (split.kind !== "test")
      throw new AppError(
        "BAD_REQUEST",
        `${splitName} is a dev split: only hidden test splits can be sealed`,
        {
          sealed: "only test splits can be sealed",
        },
      );
    // Conditional, so a retirement committed meanwhile is never sealed over.
    const { count } = await tx.split.updateMany({
      where: { id: split.id, retiredAt: null },
      data: { sealed },
    });
    if (count === 0) throw new AppError("CONFLICT", `${splitName} has just been retired`);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: sealed ? "split.seal" : "split.unseal",
      targetType: "split",
      targetId: split.id,
      detail: { benchmark: slug, split: splitName },
    });
    return sealed
      ? `${splitName} is sealed: only its maintainers read its claims; it takes endpoint evaluations only.`
      : `${splitName} is unsealed: participants with access read its claims and may upload predictions.`;
  });
}
