import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { parseInput } from "@/lib/errors/parse-input";
import { splitSettingsSchema } from "@/lib/schemas/split-settings";
import type { Actor } from "@/lib/vocabulary";

export type SplitState = {
  benchmark: string;
  split: string;
  kind: string;
  sealed: boolean;
  retiredAt: string | null;
};

/**
 * A maintainer changes a split's settings (`PATCH /benchmarks/{slug}/splits/{split}`, the
 * disclosure page): `sealed`. Answers the split's settings after the change.
 *
 * Sealing: a maintainer seals a hidden test split (its claim texts, evidence and files are theirs
 * alone and it takes endpoint evaluations only, until it is retired: sealed-splits.ts) or
 * unseals it. Dev splits have public labels and cannot be sealed; a retired split is open
 * for good. A change is one audit event committed with it; asking for the current state is a
 * no-op.
 */
export async function updateSplit(
  actor: Actor,
  slug: string,
  splitName: string,
  input: unknown,
): Promise<SplitState> {
  const { sealed } = parseInput(splitSettingsSchema, input, "Check the split settings");
  const benchmark = await getMaintainedBenchmark(actor, slug);
  return db.$transaction(async (tx) => {
    const split = await tx.split.findFirst({
      where: { benchmarkId: benchmark.id, name: splitName },
      select: { id: true, kind: true, sealed: true, retiredAt: true },
    });
    if (!split) throw new AppError("NOT_FOUND", `No split ${splitName} in '${slug}'`);
    const state = (s: boolean): SplitState => ({
      benchmark: slug,
      split: splitName,
      kind: split.kind,
      sealed: s && split.retiredAt === null,
      retiredAt: split.retiredAt?.toISOString() ?? null,
    });
    if (sealed === undefined) return state(split.sealed);
    if (sealed && split.retiredAt)
      throw new AppError(
        "CONFLICT",
        `${splitName} was retired on ${split.retiredAt.toISOString()}: its claims and labels are public for good`,
        { sealed: "the split is retired" },
      );
    // Unsealing a retired split changes nothing: retirement opened it already.
    if (split.sealed === sealed || split.retiredAt) return state(split.sealed);
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
    return state(sealed);
  });
}
