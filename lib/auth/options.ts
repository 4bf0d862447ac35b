import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { appSecret, env, hasGithub, hasGoogle } from "@/lib/env";
import { verifyCredentials } from "@/lib/server/users/verify-credentials";
import { createSession, endSession, SESSION_DAYS } from "@/lib/server/sessions/sessions";
import { linkOAuthUser } from "@/lib/server/users/link-oauth-user";
import { isUserDisabled } from "@/lib/server/users/is-user-disabled";
import { signInLimiter } from "@/lib/auth/sign-in-limiter";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/peer-address";
import { cookies } from "next/headers";
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  issueDeviceCookie,
  readDeviceCookie,
} from "@/lib/auth/device-cookie";
import { decideOAuthEmail, githubEmailClaims, type GitHubEmail } from "@/lib/auth/oauth-email";

/**
 * The client's address: X-Forwarded-For's first entry behind a trusted proxy (TRUST_PROXY=true;
 * otherwise any client could send a new address each time), else the TCP peer that
 * scripts/serve.ts writes into PEER_ADDRESS_HEADER (overwriting whatever the client sent).
 * Null under `next dev`, where all callers then share one address.
 */
function clientAddress(headers: Record<string, string | string[] | undefined> | undefined): string | null {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const value = env.TRUST_PROXY
    ? one(headers?.["x-forwarded-for"])?.split(",")[0]?.trim()
    : one(headers?.[PEER_ADDRESS_HEADER]);
  return value ? value.replace(/^::ffff:/, "") : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const providers: NextAuthOptions["providers"] = [
  CredentialsProvider({
    name: "Email and password",
    credentials: {
      email: { label: "Email", type: "email" },
      password: { label: "Password", type: "password" },
    },
    async authorize(credentials, req) {
      const email = typeof credentials?.email === "string" ? credentials.email : "";
      const address = clientAddress(req?.headers);
      const jar = await cookies();
      const device = readDeviceCookie(jar.get(DEVICE_COOKIE)?.value, email);
      // Over the limit says so; it reveals nothing about whether the account exists.
      const gate = await signInLimiter.check(email, address, device);
      if (!gate.allowed) throw new Error("RateLimited");
      if (gate.delayMs > 0) await sleep(gate.delayMs);
      const user = await verifyCredentials(credentials);
      if (!user) {
        await signInLimiter.recordFailure(email, address, device);
        return null;
      }
      await signInLimiter.recordSuccess(email, address, device);
      // Only the sign-in endpoints read it (path), and only this browser holds it.
      jar.set(DEVICE_COOKIE, issueDeviceCookie(email), {
        httpOnly: true,
        sameSite: "lax",
        secure: env.NEXTAUTH_URL?.startsWith("https://") ?? false,
        path: "/api/auth",
        maxAge: DEVICE_COOKIE_DAYS * 86_400,
      });
      return user;
    },
  }),
];
if (hasGithub)
  providers.push(
    GitHubProvider({
      clientId: env.GITHUB_ID!,
      clientSecret: env.GITHUB_SECRET!,
      // As next-auth's own request, but the address comes with GitHub's `verified` flag.
      userinfo: {
        url: "https://api.github.com/user",
        async request({ client, tokens }) {
          const profile = await client.userinfo(tokens.access_token ?? "");
          const res = await fetch("https://api.github.com/user/emails", {
            headers: { Authorization: `token ${tokens.access_token ?? ""}`, "User-Agent": "LiveCheck" },
          });
          const emails = res.ok ? ((await res.json()) as GitHubEmail[]) : [];
          const email = typeof profile.email === "string" ? profile.email : null;
          const claims = githubEmailClaims(email, emails);
          return { ...profile, email: claims.email ?? undefined, email_verified: claims.email_verified };
        },
      },
    }),
  );
if (hasGoogle)
  providers.push(
    GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! }),
  );

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
      // Linking goes by email, so only an address the provider verified may be used.
      const decision = decideOAuthEmail(profile);
      if (!decision.ok) return `/signin?error=${decision.error}`;
      const email = decision.email;
      const linked = await linkOAuthUser({
        provider: account.provider,
        providerAccountId: account.providerAccountId,
        email,
        name: user.name ?? email,
      });
      user.id = linked.id;
      if (await isUserDisabled(linked.id)) return "/signin?error=AccountDisabled";
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
