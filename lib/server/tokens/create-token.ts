import "server-only";
import { db } from "@/lib/db";
import { createTokenSecret } from "@/lib/security/token-secret";
import { createTokenSchema } from "@/lib/schemas/auth";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

const MAX_ACTIVE_TOKENS = 20;

/** Creates a personal token; the secret is returned once and never stored. */
export async function createToken(actor: Actor, input: unknown): Promise<{ id: string; secret: string }> {
  const request = parseInput(createTokenSchema, input, "Check the highlighted fields");
  if (request.scopes.includes("admin") && actor.role !== "admin") {
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", {
      scopes: "Only admins can create admin tokens",
    });
  }
  const active = await db.apiToken.count({ where: { userId: actor.id, revokedAt: null } });
  if (active >= MAX_ACTIVE_TOKENS)
    throw new AppError("CONFLICT", `You have ${active} active tokens; revoke one first`);
  const { secret, prefix, hash } = createTokenSecret();
  const token = await db.$transaction(async (tx) => {
    const created = await tx.apiToken.create({
      data: {
        userId: actor.id,
        name: request.name,
        prefix,
        tokenHash: hash,
        scopes: request.scopes.join(" "),
      },
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "token.create",
      targetType: "api_token",
      targetId: created.id,
      detail: { name: request.name, scopes: request.scopes },
    });
    return created;
  });
  return { id: token.id, secret };
}
