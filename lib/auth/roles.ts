/** Roles, from least to most privileged. Maintainers act only on benchmarks they maintain. */
export const ROLES = ["researcher", "maintainer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** True when `role` is `required` or more privileged. */
export function hasRole(role: string, required: Role): boolean {
  return isRole(role) && ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** Admins maintain everything; maintainers only the benchmarks listed for them. */
export function canMaintain(user: { role: string }, benchmarkId: string, maintainedIds: readonly string[]): boolean {
  if (user.role === "admin") return true;
  return user.role === "maintainer" && maintainedIds.includes(benchmarkId);
}

export const TOKEN_SCOPES = ["read", "write", "admin"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export function isTokenScope(value: string): value is TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(value);
}
