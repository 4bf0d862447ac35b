import "server-only";
import type { Actor } from "@/lib/vocabulary";
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { notifyUser } from "@/lib/server/notifications/notify-user";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";

const hideSubmissionSchema = z.discriminatedUnion("hidden", [
  z.object({
    hidden: z.literal(true),
    reason: z
      .string()
      .trim()
      .min(1, "Give the reason its owner will read")
      .max(1_000, "Use at most 1000 characters"),
  }),
  z.object({ hidden: z.literal(false) }),
]);

/**
 * A maintainer hides a public submission of their benchmark from every leaderboard view
 * (boards, model pages, controlled ranking), with a reason its owner reads on the submission
 * page and in a notification; or shows it again. The change, its audit event and the
 * owner's notification commit together. Hiding never deletes: the owner keeps the scores.
 */
export async function setSubmissionHidden(
  actor: Actor,
  slug: string,
  submissionId: string,
  input: unknown,
): Promise<void> {
  const change = parseInput(hideSubmissionSchema, input, "Check the reason");
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const emailIds = await db.$transaction(async (tx) => {
    const row = await tx.submission.findFirst({
      where: { id: submissionId, benchmarkId: benchmark.id, isPublic: true },
      select: {
        id: true,
        hiddenAt: true,
        user: { select: { id: true, email: true } },
        model: { select: { name: true } },
        split: { select: { name: true } },
      },
    });
    if (!row) throw new AppError("NOT_FOUND", "No public submission with that id on this benchmark");
    if (change.hidden === (row.hiddenAt !== null))
      throw new AppError(
        "CONFLICT",
        change.hidden ? "This submission is already hidden" : "This submission is not hidden",
      );
    await tx.submission.update({
      where: { id: row.id },
      data: change.hidden
        ? { hiddenAt: new Date(), hiddenReason: change.reason, hiddenById: actor.id }
        : { hiddenAt: null, hiddenReason: null, hiddenById: null },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: change.hidden ? "submission.hide" : "submission.unhide",
      targetType: "submission",
      targetId: row.id,
      detail: { benchmark: slug, ...(change.hidden ? { reason: change.reason } : {}) },
    });
    const what = `Your submission of ${row.model.name} on ${benchmark.title} ${row.split.name}`;
    const message = change.hidden
      ? `${what} was hidden from the leaderboard by a maintainer. Reason: ${change.reason}`
      : `${what} is shown on the leaderboard again.`;
    const link = `/submissions/${row.id}`;
    return [
      await notifyUser(tx, {
        user: row.user,
        message,
        link,
        subject: `[LiveCheck] ${benchmark.title}: submission ${change.hidden ? "hidden" : "shown again"}`,
        body: `${message}\n\nDetails: ${env.NEXTAUTH_URL ?? ""}${link}\n`,
      }),
    ];
  });
  await deliverOutboxEmails(emailIds);
}
