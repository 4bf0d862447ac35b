import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";

export const metadata: Metadata = { title: "Forgot your password" };

export default async function ForgotPasswordPage() {
  await guardPage("public");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Forgot your password?</h1>
      <p className="text-sm text-gray-700">
        Enter the address you signed up with. We email a link that lets you choose a new password; it works
        once, for one hour.
      </p>
      <ForgotPasswordForm />
      <p className="text-sm">
        <TextLink href="/signin">Back to sign in</TextLink>
      </p>
    </div>
  );
}
