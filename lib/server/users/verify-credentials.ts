import "server-only";
import { db } from "@/lib/db";
import { verifyAgainstDummy, verifyPassword } from "@/lib/security/password";
import { signInSchema } from "@/lib/schemas/auth";
import { decodeEnumColumn } from "@/lib/db-columns";
import { ROLES, type Role } from "@/lib/vocabulary";

/** The user whose email and password match, or null; unknown emails cost the same time. */
export async function verifyCredentials(
  input: unknown,
): Promise<{ id: string; email: string; name: string; role: Role } | null> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return null;
  const user = await db.user.findUnique({
    where: { email: parsed.data.email },
    select: { id: true, email: true, name: true, role: true, passwordHash: true, disabledAt: true },
  });
  if (!user?.passwordHash) return verifyAgainstDummy(parsed.data.password).then(() => null);
  const ok = await verifyPassword(user.passwordHash, parsed.data.password);
  // A disabled account answers like a wrong password: sign-in says nothing about accounts.
  if (!ok || user.disabledAt) return null;
  const role = decodeEnumColumn(ROLES, user.role, { table: "User", id: user.id, column: "role" });
  return { id: user.id, email: user.email, name: user.name, role };
}
