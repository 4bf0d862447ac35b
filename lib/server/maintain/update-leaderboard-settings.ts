import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { fieldErrorsOf } from "@/lib/errors/field-errors-of";
import { leaderboardSettingsSchema } from "@/lib/schemas/leaderboard-settings";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

/** Sets which submission represents a model, and the daily quota on hidden splits. */
export async function updateLeaderboardSettings(actor: Actor, slug: string, input: unknown): Promise<void> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const parsed = leaderboardSettingsSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", fieldErrorsOf(parsed.error));
  await db.$transaction(async (tx) => {
    await tx.benchmark.update({ where: { id: benchmark.id }, data: parsed.data });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "benchmark.leaderboard_settings",
      targetType: "benchmark",
      targetId: benchmark.id,
      detail: parsed.data,
    });
  });
}
