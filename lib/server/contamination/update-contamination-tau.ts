// Sets a benchmark's thresholds τ.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { fieldErrorsOf } from "@/lib/errors/field-errors-of";
import { tauSettingsSchema } from "@/lib/schemas/contamination";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

/** Maintainers only. Flags are computed when read, so a new τ applies at once; no rescoring is needed. */
export async function updateContaminationTau(
  actor: Actor,
  slug: string,
  input: unknown,
): Promise<{ tauMeteor: number; tauEmbedding: number }> {
  const parsed = tauSettingsSchema.safeParse(input);
  if (!parsed.success) throw new AppError("BAD_REQUEST", "Check the thresholds", fieldErrorsOf(parsed.error));
  const benchmark = await getMaintainedBenchmark(actor, slug);
  return db.$transaction(async (tx) => {
    const updated = await tx.benchmark.update({
      where: { id: benchmark.id },
      data: parsed.data,
      select: { tauMeteor: true, tauEmbedding: true },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "contamination.tau",
      targetType: "benchmark",
      targetId: benchmark.id,
      detail: parsed.data,
    });
    return updated;
  });
}
