import "server-only";
import { db } from "@/lib/db";
import { AppError, fieldErrorsOf } from "@/lib/errors/app-error";
import { checkOutboundUrl, type OutboundOptions } from "@/lib/outbound/check-outbound-url";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { createWebhookSecret, sealWebhookSecret } from "./webhook-secret";

/** A user's webhooks at most (docs/DOMAIN.md §11): each event is sent to each of them. */
export const MAX_WEBHOOKS = 10;

/** The input parsed, or a 400 whose message names every problem (unknown events by name). */
function parseWebhookInput(input: unknown) {
  const parsed = createWebhookSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error);
  const problems = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  throw new AppError("BAD_REQUEST", `Check the webhook: ${problems.join("; ")}`, fields);
}

/**
 * Creates a webhook for the actor: `url` must pass the outbound guard now (400 naming the
 * rule; every attempt checks again), `events` be known names. The secret is made here,
 * stored sealed and returned this once. Audited ("webhook.create", never the secret).
 */
export async function createWebhook(
  actor: { id: string },
  input: unknown,
  outbound: OutboundOptions = {},
): Promise<{ id: string; secret: string }> {
  const { url, events } = parseWebhookInput(input);
  const refusal = await checkOutboundUrl(url, outbound);
  if (refusal) throw new AppError("BAD_REQUEST", `The URL is ${refusal}`, { url: refusal });
  const secret = createWebhookSecret();
  const id = await db.$transaction(async (tx) => {
    const count = await tx.webhook.count({ where: { userId: actor.id, disabledAt: null } });
    if (count >= MAX_WEBHOOKS)
      throw new AppError("CONFLICT", `You have ${count} webhooks, the most allowed; delete one first`);
    const created = await tx.webhook.create({
      data: { userId: actor.id, url, eventsJson: JSON.stringify(events), secretCiphertext: "" },
      select: { id: true },
    });
    // Sealed under its own id (the context), so the row exists before the secret is written.
    await tx.webhook.update({
      where: { id: created.id },
      data: { secretCiphertext: sealWebhookSecret(created.id, secret) },
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "webhook.create",
      targetType: "webhook",
      targetId: created.id,
      detail: { url, events },
    });
    return created.id;
  });
  return { id, secret };
}
