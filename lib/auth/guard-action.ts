import "server-only";
import { getCurrentUser } from "@/lib/auth/current-user";
import { hasRole, type Role } from "@/lib/security/roles";
import { isAppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/server/sessions/sessions";

/** What every first-party form action returns. Never carries secrets except `secret`, shown once. */
export type ActionState = {
  ok?: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  secret?: string;
};

/**
 * Wraps a Server Action so it states who may call it; the user is resolved on the server
 * for each call, and AppErrors become form and field errors.
 */
export function guardAction<A extends unknown[]>(
  access: "user" | Role,
  run: (user: SessionUser, ...args: A) => Promise<ActionState>,
): (...args: A) => Promise<ActionState> {
  return async (...args: A) => {
    const user = await getCurrentUser();
    if (!user) return { formError: "Your session has ended: sign in again" };
    if (access !== "user" && !hasRole(user.role, access))
      return { formError: `This needs the ${access} role` };
    try {
      return await run(user, ...args);
    } catch (err) {
      if (isAppError(err)) return { formError: err.message, fieldErrors: err.fields };
      throw err;
    }
  };
}

/** Wraps a Server Action that anyone may call (sign-up); still turns AppErrors into form errors. */
export function publicAction<A extends unknown[]>(
  run: (...args: A) => Promise<ActionState>,
): (...args: A) => Promise<ActionState> {
  return async (...args: A) => {
    try {
      return await run(...args);
    } catch (err) {
      if (isAppError(err)) return { formError: err.message, fieldErrors: err.fields };
      throw err;
    }
  };
}
