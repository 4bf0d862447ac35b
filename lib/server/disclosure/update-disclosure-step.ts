import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";
import { parseInput } from "@/lib/errors/app-error";

/** "" (derived from n) or a step for shares of claims between 0.001 and 0.2. */
const disclosureStepSchema = z.object({
  disclosureStep: z.union([
    z.literal("").transform(() => null),
    z.coerce.number("must be a number").min(0.001, "must be at least 0.001").max(0.2, "must be at most 0.2"),
  ]),
});

/**
 * Sets (or clears) the maintainer's disclosure step η for hidden splits. Past disclosures keep the
 * values they were disclosed with; the audit event records the change and when it applied.
 */
export async function updateDisclosureStep(actor: Actor, slug: string, input: unknown): Promise<void> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const settings = parseInput(disclosureStepSchema, input, "Check the highlighted fields");
  await db.$transaction(async (tx) => {
    const before = await tx.benchmark.findUniqueOrThrow({
      where: { id: benchmark.id },
      select: { disclosureStep: true },
    });
    await tx.benchmark.update({
      where: { id: benchmark.id },
      data: { disclosureStep: settings.disclosureStep },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "benchmark.release_step",
      targetType: "benchmark",
      targetId: benchmark.id,
      detail: {
        from: before.disclosureStep,
        to: settings.disclosureStep,
        appliesFrom: new Date().toISOString(),
        note: "past disclosures keep their disclosed values",
      },
    });
  });
}
