import "server-only";
import { db } from "@/lib/db";
import { AppError, fieldErrorsOf } from "@/lib/errors/app-error";
import { buildAnswersSchema, requestAccessSchema } from "@/lib/schemas/access";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { getBenchmarkContact } from "@/lib/server/access/get-benchmark-contact";
import { notifyMaintainers } from "@/lib/server/access/notify-maintainers";
import { emitEvent } from "@/lib/server/events/emit-event";
import { accessDecidedEvent } from "@/lib/server/events/build-events";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";
import type { Actor } from "@/lib/vocabulary";

type RequestOutcome = { id: string; status: "pending" | "approved" };

/**
 * A researcher asks for access with answers to the benchmark's form. Auto mode approves at
 * once; manual mode leaves the request pending, and so does an open benchmark whose
 * maintainers require approval for hidden-split submissions (the only thing it gates there). A pending request may be re-sent (its answers
 * replace the old ones), and a rejected one re-opened. A revoked user cannot re-request: a
 * maintainer withdrew a grant on purpose, so only a maintainer can restore it (403).
 */
export async function requestAccess(
  actor: Actor & { email: string },
  slug: string,
  input: unknown,
): Promise<RequestOutcome> {
  const benchmark = await findVisibleBenchmark(actor, slug);
  if (benchmark.accessMode === "open" && !benchmark.hiddenSubmitNeedsApproval)
    throw new AppError("CONFLICT", `'${slug}' is open: no request is needed`);
  const body = requestAccessSchema.safeParse(input);
  if (!body.success) throw new AppError("BAD_REQUEST", "Send {answers: {...}}", fieldErrorsOf(body.error));
  const answers = buildAnswersSchema(benchmark.requestFields).safeParse(body.data.answers);
  if (!answers.success)
    throw new AppError("BAD_REQUEST", "Check the highlighted answers", fieldErrorsOf(answers.error));

  const status: RequestOutcome["status"] = benchmark.accessMode === "auto" ? "approved" : "pending";
  // Read before the transaction: on SQLite a plain query inside one would wait for it.
  const contact = await getBenchmarkContact(benchmark.id);
  const where = { benchmarkId_userId: { benchmarkId: benchmark.id, userId: actor.id } };
  const { outcome, emailIds } = await db.$transaction(async (tx) => {
    const existing = await tx.accessRequest.findUnique({ where, select: { id: true, status: true } });
    if (existing?.status === "approved")
      return { outcome: { id: existing.id, status: "approved" as const }, emailIds: [] };
    if (existing?.status === "revoked") {
      throw new AppError(
        "FORBIDDEN",
        `Your access was revoked; to restore it, write to the benchmark's maintainers${contact ? ` at ${contact}` : ""}`,
      );
    }
    const now = new Date();
    // createdAt is reset on a re-request: it is "requested at", which the waiting time measures from.
    const data = {
      status,
      answersJson: JSON.stringify(answers.data),
      reason: null,
      decidedById: null,
      decidedAt: status === "approved" ? now : null,
      createdAt: now,
    };
    const row = await tx.accessRequest.upsert({
      where,
      create: { benchmarkId: benchmark.id, userId: actor.id, ...data },
      update: data,
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: status === "approved" ? "access.auto_approve" : "access.request",
      targetType: "access_request",
      targetId: row.id,
      detail: { benchmark: slug, previous: existing?.status ?? null },
    });
    if (status === "approved") await emitEvent(tx, await accessDecidedEvent(tx, row.id, "approve", contact));
    const ids = status === "approved" ? [] : await notifyMaintainers(tx, benchmark, actor.email);
    return { outcome: { id: row.id, status }, emailIds: ids };
  });
  await deliverOutboxEmails(emailIds);
  return outcome;
}
