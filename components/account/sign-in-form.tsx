"use client";
import { useState } from "react";
import { signIn } from "next-auth/react";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TextAnchor } from "@/components/ui/text-link";

const MESSAGES: Record<string, string> = {
  CredentialsSignin: "The email or password is not right.",
  RateLimited: "Too many sign-in attempts. Wait 15 minutes and try again.",
};

export function SignInForm({
  callbackUrl,
  providers,
}: {
  callbackUrl: string;
  providers: { github: boolean; google: boolean };
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const form = new FormData(event.currentTarget);
    const result = await signIn("credentials", {
      email: form.get("email"),
      password: form.get("password"),
      redirect: false,
    });
    setPending(false);
    if (result?.ok && !result.error) window.location.assign(callbackUrl);
    else setError(MESSAGES[result?.error ?? ""] ?? "Sign-in failed. Try again.");
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="space-y-3" noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
      {providers.github && (
        <Button variant="secondary" onClick={() => signIn("github", { callbackUrl })}>
          Sign in with GitHub
        </Button>
      )}
      {providers.google && (
        <Button variant="secondary" onClick={() => signIn("google", { callbackUrl })}>
          Sign in with Google
        </Button>
      )}
      <p className="text-sm">
        <TextAnchor href="/forgot-password">Forgot your password?</TextAnchor>
      </p>
      <p className="text-sm">
        No account? <TextAnchor href="/signup">Sign up</TextAnchor>
      </p>
    </div>
  );
}
