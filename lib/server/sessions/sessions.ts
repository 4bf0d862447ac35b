import "server-only";
import { db } from "@/lib/db";
import { decodeEnumColumn } from "@/lib/db-columns";
import { ROLES, type Role } from "@/lib/vocabulary";

/** How long a sign-in lasts without activity. */
export const SESSION_DAYS = 30;

export type SessionUser = { id: string; email: string; name: string; role: Role };

export async function createSession(userId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const session = await db.session.create({ data: { userId, expiresAt }, select: { id: true } });
  return session.id;
}

/** The user behind a live session, or null when it was ended or has expired. */
export async function getSessionUser(sessionId: string): Promise<SessionUser | null> {
  const session = await db.session.findUnique({
    where: { id: sessionId },
    select: {
      expiresAt: true,
      lastSeenAt: true,
      user: { select: { id: true, email: true, name: true, role: true, disabledAt: true } },
    },
  });
  // A disabled user's sessions are deleted when an admin disables them; this also covers a race.
  if (!session || session.expiresAt < new Date() || session.user.disabledAt) return null;
  if (Date.now() - session.lastSeenAt.getTime() > 3_600_000) {
    // Touch at most hourly: a write per request would serialize SQLite readers.
    await db.session
      .update({ where: { id: sessionId }, data: { lastSeenAt: new Date() } })
      .catch(() => undefined);
  }
  const { disabledAt: _disabled, ...user } = session.user;
  return {
    ...user,
    role: decodeEnumColumn(ROLES, user.role, { table: "User", id: user.id, column: "role" }),
  };
}

export async function endSession(sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}
