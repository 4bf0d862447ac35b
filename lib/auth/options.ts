import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { appSecret, env, hasGithub, hasGoogle } from "@/lib/env";
import { verifyCredentials } from "@/lib/server/users/verify-credentials";
import { createSession, endSession, SESSION_DAYS } from "@/lib/server/sessions/sessions";
import { linkOAuthUser } from "@/lib/server/users/link-oauth-user";
import { takeSignInAttempt } from "@/lib/auth/sign-in-limiter";

/**
 * The client's address, only when a trusted proxy sets X-Forwarded-For (TRUST_PROXY=true):
 * otherwise any client could send a new address each time. Without one, only the
 * per-email limit applies.
 */
function clientAddress(headers: Record<string, string | string[] | undefined> | undefined): string | null {
  if (!env.TRUST_PROXY) return null;
  const forwarded = headers?.["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || null;
}

const providers: NextAuthOptions["providers"] = [
  CredentialsProvider({
    name: "Email and password",
    credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
    async authorize(credentials, req) {
      const email = typeof credentials?.email === "string" ? credentials.email : "";
      // Over the limit says so; it reveals nothing about whether the account exists.
      if (!(await takeSignInAttempt(email, clientAddress(req?.headers)))) throw new Error("RateLimited");
      return verifyCredentials(credentials);
    },
  }),
];
if (hasGithub) providers.push(GitHubProvider({ clientId: env.GITHUB_ID!, clientSecret: env.GITHUB_SECRET! }));
if (hasGoogle) providers.push(GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! }));

/**
 * Sessions are JWT cookies that carry only a server-side session id (`sid`). Every request
 * looks the id up (lib/auth/current-user.ts), so deleting the row signs the user out.
 */
export const authOptions: NextAuthOptions = {
  secret: appSecret,
  session: { strategy: "jwt", maxAge: SESSION_DAYS * 86_400 },
  pages: { signIn: "/signin", error: "/signin" },
  providers,
  callbacks: {
    async signIn({ user, account, profile }) {
      if (!account || account.provider === "credentials") return true;
      const email = profile?.email ?? user.email;
      if (!email) return "/signin?error=OAuthNoEmail";
      const linked = await linkOAuthUser({ provider: account.provider, providerAccountId: account.providerAccountId, email, name: user.name ?? email });
      user.id = linked.id;
      return true;
    },
    async jwt({ token, user }) {
      if (user) return { sid: await createSession(user.id) };
      return token;
    },
    async session({ session, token }) {
      return { expires: session.expires, sid: typeof token.sid === "string" ? token.sid : undefined };
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSession(token.sid);
    },
  },
};
