import "server-only";
import { forbidden, redirect } from "next/navigation";
import { headers } from "next/headers";
import { getCurrentUser } from "@/lib/auth/current-user";
import { hasRole, type Role } from "@/lib/security/roles";
import type { SessionUser } from "@/lib/server/sessions/sessions";

/**
 * Every page calls this first and so states who may see it (a test checks that each
 * page does). Signed-out visitors to a protected page go to sign-in; signed-in users
 * without the role get the 403 page.
 */
export async function guardPage(access: "public"): Promise<SessionUser | null>;
export async function guardPage(access: "user" | Role): Promise<SessionUser>;
export async function guardPage(access: "public" | "user" | Role): Promise<SessionUser | null> {
  const user = await getCurrentUser();
  if (access === "public") return user;
  if (!user) {
    const path = (await headers()).get("x-livecheck-path") ?? "/";
    redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  }
  if (access !== "user" && !hasRole(user.role, access)) forbidden();
  return user;
}
