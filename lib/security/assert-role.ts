import { AppError } from "@/lib/errors/app-error";
import { hasRole, type Role } from "@/lib/security/roles";
import type { Actor } from "@/lib/vocabulary";

/** Throws 403 unless the actor has `role` or a more privileged one. */
export function assertRole(actor: Pick<Actor, "role">, role: Role): void {
  if (!hasRole(actor.role, role)) throw new AppError("FORBIDDEN", `This needs the ${role} role`);
}
