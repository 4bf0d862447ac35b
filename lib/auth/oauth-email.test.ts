import { describe, expect, it } from "vitest";
import { decideOAuthEmail, githubEmailClaims } from "./oauth-email";

describe("OAuth sign-in email", () => {
  it("accepts only an address the provider marks verified (Google's email_verified claim)", () => {
    expect(decideOAuthEmail({ email: "a@example.org", email_verified: true })).toEqual({
      ok: true,
      email: "a@example.org",
    });
    for (const claim of [false, "true", undefined, null, 1])
      expect(decideOAuthEmail({ email: "a@example.org", email_verified: claim })).toEqual({
        ok: false,
        error: "OAuthEmailUnverified",
      });
  });

  it("refuses a profile without an address", () => {
    for (const profile of [undefined, {}, { email: "  ", email_verified: true }, { email: 5 }])
      expect(decideOAuthEmail(profile)).toEqual({ ok: false, error: "OAuthNoEmail" });
  });

  it("takes GitHub's verified primary address, else a verified public one, else marks it unverified", () => {
    const primary = { email: "p@example.org", primary: true, verified: true };
    const other = { email: "o@example.org", primary: false, verified: true };
    expect(githubEmailClaims("o@example.org", [primary, other])).toEqual({
      email: "p@example.org",
      email_verified: true,
    });
    const unverifiedPrimary = { ...primary, verified: false };
    expect(githubEmailClaims("O@example.org", [unverifiedPrimary, other])).toEqual({
      email: "o@example.org",
      email_verified: true,
    });
    expect(githubEmailClaims(null, [unverifiedPrimary, other])).toEqual({
      email: "p@example.org",
      email_verified: false,
    });
    // /user/emails unreadable: the profile's address alone is not enough.
    expect(githubEmailClaims("p@example.org", [])).toEqual({ email: "p@example.org", email_verified: false });
    expect(decideOAuthEmail(githubEmailClaims(null, [unverifiedPrimary]))).toMatchObject({ ok: false });
  });
});
