import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { hasGithub, hasGoogle } from "@/lib/env";
import { SignInForm } from "@/components/account/sign-in-form";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Sign in" };

const ERRORS: Record<string, string> = {
  CredentialsSignin: "The email or password is not right.",
  RateLimited: "Too many sign-in attempts. Wait 15 minutes and try again.",
  OAuthNoEmail: "Your provider did not share an email address, so we cannot sign you in with it.",
  OAuthEmailUnverified:
    "Your provider has not verified your email address. Verify it there first, or sign in with your email and password.",
};

/**
 * Only a path on this site: "/\\evil.com" or "/%09/evil.com" would leave it, so the value is
 * resolved against a placeholder origin and kept only when the origin did not change.
 */
function sameSitePath(value: string | undefined): string {
  if (!value) return "/account";
  try {
    const url = new URL(value, "http://livecheck.invalid");
    return url.origin === "http://livecheck.invalid" ? `${url.pathname}${url.search}` : "/account";
  } catch {
    return "/account";
  }
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("public");
  const params = await searchParams;
  const one = (k: string) => (typeof params[k] === "string" ? params[k] : undefined);
  const error = one("error");
  const callbackUrl = one("callbackUrl");
  const safeCallback = sameSitePath(callbackUrl);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      {one("signedUp") && (
        <Notice>
          Check your email: we sent a message to the address you signed up with. A new account can sign in
          below right away with the password you chose (the email&apos;s link confirms the address, which
          submitting to hidden test splits needs). If the address already had an account, the email says how
          to get into it.
        </Notice>
      )}
      {one("passwordReset") && (
        <Notice tone="ok">
          Your new password is saved and every session of your account was ended. Sign in with it now.
        </Notice>
      )}
      {one("passwordChanged") && (
        <Notice tone="ok">
          Your password was changed and all your sessions were ended. Sign in with the new password.
        </Notice>
      )}
      {error && <Notice tone="error">{ERRORS[error] ?? "Sign-in failed. Try again."}</Notice>}
      <SignInForm callbackUrl={safeCallback} providers={{ github: hasGithub, google: hasGoogle }} />
    </div>
  );
}
