import "server-only";
import { cookies } from "next/headers";
import { encode } from "next-auth/jwt";
import { appSecret, env } from "@/lib/env";
import { SESSION_COOKIE } from "@/lib/security/session-cookie";
import { createSession, SESSION_DAYS } from "@/lib/server/sessions/sessions";

/**
 * Signs `userId` in from a Server Action (after sign-up): a server-side session and the same
 * JWT cookie next-auth's own sign-in sets (name, flags and secret as next-auth v4 chooses
 * them), so every later request is read exactly like a normal sign-in.
 */
export async function signInAs(userId: string): Promise<void> {
  const secure = env.NEXTAUTH_URL?.startsWith("https://") ?? false;
  const maxAge = SESSION_DAYS * 86_400;
  const sid = await createSession(userId);
  const value = await encode({ token: { sid }, secret: appSecret, maxAge });
  (await cookies()).set(`${secure ? "__Secure-" : ""}${SESSION_COOKIE}`, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge,
  });
}
