import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { benchmarkStatusSchema } from "@/lib/schemas/benchmark-status";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

type BenchmarkStatus = { slug: string; archivedAt: Date | null; unpublishedAt: Date | null };

/**
 * An admin archives a benchmark (it stays readable and takes no new submissions) or
 * unpublishes it (invisible to everyone but its maintainers and admins), or undoes either.
 * Nothing else of the benchmark changes, so undoing restores it exactly. Each change that
 * does something is one audit event, committed with it; asking for the current state is a no-op.
 */
export async function setBenchmarkStatus(
  actor: Actor,
  slug: string,
  input: unknown,
): Promise<BenchmarkStatus> {
  assertRole(actor, "admin");
  const change = parseInput(benchmarkStatusSchema, input, "Check the status change");
  return db.$transaction(async (tx) => {
    const before = await tx.benchmark.findUnique({
      where: { slug },
      select: { id: true, slug: true, archivedAt: true, unpublishedAt: true },
    });
    if (!before) throw new AppError("NOT_FOUND", `No benchmark '${slug}'`);
    const now = new Date();
    const data: { archivedAt?: Date | null; unpublishedAt?: Date | null } = {};
    const actions: string[] = [];
    if (change.archived !== undefined && change.archived !== (before.archivedAt !== null)) {
      data.archivedAt = change.archived ? now : null;
      actions.push(change.archived ? "benchmark.archive" : "benchmark.unarchive");
    }
    if (change.unpublished !== undefined && change.unpublished !== (before.unpublishedAt !== null)) {
      data.unpublishedAt = change.unpublished ? now : null;
      actions.push(change.unpublished ? "benchmark.unpublish" : "benchmark.republish");
    }
    if (actions.length === 0)
      return { slug, archivedAt: before.archivedAt, unpublishedAt: before.unpublishedAt };
    const after = await tx.benchmark.update({
      where: { id: before.id },
      data,
      select: { slug: true, archivedAt: true, unpublishedAt: true },
    });
    for (const action of actions)
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action,
        targetType: "benchmark",
        targetId: before.id,
        detail: { benchmark: slug },
      });
    return after;
  });
}
