import "server-only";
import { db } from "@/lib/db";
import { accessSettingsSchema, type AccessSettings } from "@/lib/schemas/access";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import type { Actor } from "@/lib/vocabulary";
import { parseInput } from "@/lib/errors/app-error";

/**
 * A maintainer sets the access mode, terms, request-form fields and whether hidden-split
 * submissions need an approved request. Existing requests keep
 * their state: switching to auto does not approve pending requests (a maintainer still
 * decides them), and switching to open lets everyone download while it lasts.
 */
export async function updateAccessSettings(
  actor: Actor,
  slug: string,
  input: unknown,
): Promise<AccessSettings> {
  const settings = parseInput(accessSettingsSchema, input, "Check the highlighted settings");
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const { mode, terms, fields, hiddenSubmitNeedsApproval, contactEmail } = settings;
  const before = await db.benchmark.findUniqueOrThrow({
    where: { id: benchmark.id },
    select: { hiddenSubmitNeedsApproval: true },
  });
  await db.$transaction(async (tx) => {
    await tx.benchmark.update({
      where: { id: benchmark.id },
      data: {
        accessMode: mode,
        terms,
        requestFieldsJson: JSON.stringify(fields),
        hiddenSubmitNeedsApproval,
        contactEmail,
      },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "benchmark.access_settings",
      targetType: "benchmark",
      targetId: benchmark.id,
      detail: {
        from: benchmark.accessMode,
        to: mode,
        termsChanged: terms !== benchmark.terms,
        fields: fields.map((f) => f.id),
        hiddenSubmitNeedsApproval: { from: before.hiddenSubmitNeedsApproval, to: hiddenSubmitNeedsApproval },
        contactEmail: { from: benchmark.contactEmail, to: contactEmail },
      },
    });
  });
  return settings;
}
