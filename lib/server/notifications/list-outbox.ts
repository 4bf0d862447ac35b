import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import type { Actor } from "@/lib/vocabulary";

type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  body: string;
  sentAt: Date | null;
  error: string | null;
  createdAt: Date;
};

/** Admins read the email outbox: everything the app meant to send, sent or not. */
export async function listOutbox(actor: Pick<Actor, "role">, limit = 200): Promise<OutboxRow[]> {
  assertRole(actor, "admin");
  return db.outboxEmail.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, to: true, subject: true, body: true, sentAt: true, error: true, createdAt: true },
  });
}
