import { ROLES, type Actor, type Role } from "@/lib/vocabulary";

export { ROLES, TOKEN_SCOPES, type Role, type TokenScope } from "@/lib/vocabulary";

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** True when `role` is `required` or more privileged. */
export function hasRole(role: string, required: Role): boolean {
  return isRole(role) && ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** Admins maintain everything; maintainers only the benchmarks listed for them. */
export function canMaintain(
  user: Pick<Actor, "role">,
  benchmarkId: string,
  maintainedIds: readonly string[],
): boolean {
  if (user.role === "admin") return true;
  return user.role === "maintainer" && maintainedIds.includes(benchmarkId);
}
