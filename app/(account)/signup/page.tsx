import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { SignUpForm } from "@/components/account/sign-up-form";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignUpPage() {
  await guardPage("public");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Create an account</h1>
      <p className="text-sm text-gray-700">
        New accounts are researchers: they can request dataset access and submit predictions.
      </p>
      <SignUpForm />
    </div>
  );
}
