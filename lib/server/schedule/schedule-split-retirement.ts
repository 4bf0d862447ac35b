import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { RETIRE_SPLIT_JOB, replaceScheduledJob } from "./scheduled-jobs";
import type { Actor } from "@/lib/vocabulary";

/**
 * A maintainer sets when the hidden test split `splitName` is retired (docs/DOMAIN.md §7,
 * "Scheduled retirement"): a `retire-split` job is queued for `retireAt` and `Split.retireAt`
 * records it; null cancels. A later date replaces an earlier one (its job cancelled); a time
 * not after `now` retires the split at once, as the Retire button does. Audited
 * (`split.schedule_retirement`). Returns what happened, in words.
 */
export async function scheduleSplitRetirement(
  actor: Actor,
  slug: string,
  splitName: string,
  retireAt: Date | null,
  now: Date = new Date(),
): Promise<string> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const split = await db.split.findFirst({
    where: { benchmarkId: benchmark.id, name: splitName },
    select: { id: true, kind: true, retiredAt: true, retireAt: true },
  });
  if (!split) throw new AppError("NOT_FOUND", `No split ${splitName} in '${slug}'`);
  if (split.kind !== "test")
    throw new AppError("BAD_REQUEST", `${splitName} is a dev split: its labels are public already`, {
      retireAt: "only a test split is retired",
    });
  if (split.retiredAt)
    throw new AppError("CONFLICT", `${splitName} was retired on ${split.retiredAt.toISOString()}`);
  if (retireAt && retireAt <= now) {
    if (split.retireAt) await setRetireAt(actor, { ...split, slug, name: splitName }, null, now);
    await retireSplit(actor, slug, splitName);
    return `${retireAt.toISOString()} has already passed, so ${splitName} was retired now: its labels are public.`;
  }
  if (!retireAt && !split.retireAt)
    throw new AppError("CONFLICT", `No retirement of ${splitName} is scheduled`);
  await setRetireAt(actor, { ...split, slug, name: splitName }, retireAt, now);
  if (!retireAt) return `The retirement of ${splitName} is cancelled.`;
  return split.retireAt
    ? `${splitName} will now be retired at ${retireAt.toISOString()} instead of ${split.retireAt.toISOString()}.`
    : `${splitName} will be retired at ${retireAt.toISOString()}.`;
}

/** Sets or clears `retireAt`, replacing the queued job, audited, in one transaction. */
async function setRetireAt(
  actor: Actor,
  split: { id: string; slug: string; name: string; retireAt: Date | null },
  retireAt: Date | null,
  now: Date,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.split.updateMany({
      where: { id: split.id, retiredAt: null },
      data: { retireAt },
    });
    if (count !== 1) throw new AppError("CONFLICT", `${split.name} has just been retired`);
    await replaceScheduledJob(tx, RETIRE_SPLIT_JOB, { targetId: split.id, actorId: actor.id }, retireAt, now);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "split.schedule_retirement",
      targetType: "split",
      targetId: split.id,
      detail: {
        benchmark: split.slug,
        split: split.name,
        retireAt: retireAt?.toISOString() ?? null,
        replaced: split.retireAt?.toISOString() ?? null,
      },
    });
  });
}
