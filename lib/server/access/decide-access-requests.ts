import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { decideAccessSchema, type AccessDecision } from "@/lib/schemas/access";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { getBenchmarkContact } from "@/lib/server/access/get-benchmark-contact";
import { emitEvent } from "@/lib/server/events/emit-event";
import { accessDecidedEvent } from "@/lib/server/events/build-events";
import type { Actor } from "@/lib/vocabulary";

/** Which states each decision applies to. Approving a revoked grant is how a maintainer restores it. */
const FROM: Record<AccessDecision, readonly string[]> = {
  approve: ["pending", "rejected", "revoked"],
  reject: ["pending"],
  revoke: ["approved"],
};
const TO = { approve: "approved", reject: "rejected", revoke: "revoked" } as const;

/**
 * A maintainer approves, rejects (reason required) or revokes requests of one benchmark,
 * one or many at once. All or nothing: an id that is unknown or belongs to another
 * benchmark makes it a 404, a request in the wrong state a 409, and nothing is written.
 * Requests already in the target state are skipped. Each change, its audit event and the
 * user's notification (an `access.decided` event) commit together; emails go out after the commit.
 */
export async function decideAccessRequests(
  actor: Actor,
  slug: string,
  input: unknown,
): Promise<{ decided: number; skipped: number }> {
  const choice = parseInput(decideAccessSchema, input, "Check the decision");
  const { decision, reason } = choice;
  const ids = [...new Set(choice.ids)];
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const contact = await getBenchmarkContact(benchmark.id);

  const { decided, skipped } = await db.$transaction(async (tx) => {
    const rows = await tx.accessRequest.findMany({
      where: { id: { in: ids }, benchmarkId: benchmark.id },
      select: { id: true, status: true, user: { select: { id: true, email: true } } },
    });
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new AppError("NOT_FOUND", `No request of '${slug}' with id ${missing.slice(0, 5).join(", ")}`);
    const wrong = rows.filter((r) => r.status !== TO[decision] && !FROM[decision].includes(r.status));
    if (wrong.length > 0) {
      throw new AppError(
        "CONFLICT",
        `Cannot ${decision} ${wrong.length} request(s) that are ${[...new Set(wrong.map((r) => r.status))].join(" or ")}`,
      );
    }
    const todo = rows.filter((r) => r.status !== TO[decision]);
    const now = new Date();
    for (const row of todo) {
      // The status guard makes a concurrent decision on the same row fail instead of overwrite.
      const done = await tx.accessRequest.updateMany({
        where: { id: row.id, status: row.status },
        data: {
          status: TO[decision],
          reason: decision === "approve" ? null : reason || null,
          decidedById: actor.id,
          decidedAt: now,
        },
      });
      if (done.count !== 1)
        throw new AppError(
          "CONFLICT",
          "Another maintainer decided on these requests at the same time; reload and try again",
        );
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: `access.${decision}`,
        targetType: "access_request",
        targetId: row.id,
        detail: {
          benchmark: slug,
          userId: row.user.id,
          from: row.status,
          to: TO[decision],
          ...(reason ? { reason } : {}),
        },
      });
      await emitEvent(tx, await accessDecidedEvent(tx, row.id, decision, contact));
    }
    return { decided: todo.length, skipped: rows.length - todo.length };
  });
  return { decided, skipped };
}
