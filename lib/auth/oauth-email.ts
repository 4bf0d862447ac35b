/**
 * Which address an OAuth sign-in may use. An identity is linked to an existing account by
 * email (lib/server/users/link-oauth-user.ts), so an address the provider has not verified
 * would let anyone who adds a victim's address to their provider account take over the
 * victim's LiveCheck account. Only `email_verified === true` counts: Google's OpenID profile
 * carries the claim, and for GitHub `githubEmailClaims` sets it from /user/emails.
 */
type OAuthEmailDecision =
  { ok: true; email: string } | { ok: false; error: "OAuthNoEmail" | "OAuthEmailUnverified" };

export function decideOAuthEmail(profile: unknown): OAuthEmailDecision {
  const claims = (profile ?? {}) as { email?: unknown; email_verified?: unknown };
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  if (!email) return { ok: false, error: "OAuthNoEmail" };
  if (claims.email_verified !== true) return { ok: false, error: "OAuthEmailUnverified" };
  return { ok: true, email };
}

/** One entry of GitHub's GET /user/emails. */
export type GitHubEmail = { email: string; primary: boolean; verified: boolean };

/**
 * The address and `email_verified` claim of a GitHub user: the primary address when GitHub
 * verified it, else the profile's public address when it is among the verified ones, else
 * the primary marked unverified. (next-auth's GitHub provider takes the primary address
 * without looking at `verified`.)
 */
export function githubEmailClaims(
  profileEmail: string | null | undefined,
  emails: readonly GitHubEmail[],
): { email: string | null; email_verified: boolean } {
  const primary = emails.find((e) => e.primary);
  if (primary?.verified) return { email: primary.email, email_verified: true };
  const lower = profileEmail?.toLowerCase();
  const listed = emails.find((e) => e.verified && e.email.toLowerCase() === lower);
  if (listed) return { email: listed.email, email_verified: true };
  return { email: primary?.email ?? profileEmail ?? null, email_verified: false };
}
