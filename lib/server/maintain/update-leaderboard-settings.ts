import "server-only";
import { db } from "@/lib/db";
import { leaderboardSettingsSchema } from "@/lib/schemas/leaderboard-settings";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";
import { parseInput } from "@/lib/errors/app-error";

/** Sets which submission represents a model, and the daily quota on hidden splits. */
export async function updateLeaderboardSettings(actor: Actor, slug: string, input: unknown): Promise<void> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const settings = parseInput(leaderboardSettingsSchema, input, "Check the highlighted fields");
  await db.$transaction(async (tx) => {
    await tx.benchmark.update({ where: { id: benchmark.id }, data: settings });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "benchmark.leaderboard_settings",
      targetType: "benchmark",
      targetId: benchmark.id,
      detail: settings,
    });
  });
}
