import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { firstValues } from "@/lib/schemas/claims-query";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { Notice } from "@/components/ui/notice";

// The link's secret is in the address: never send it on to another site as a referrer.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

const searchSchema = z.object({ token: z.string().max(100).optional().catch(undefined) });

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("public");
  const { token } = searchSchema.parse(firstValues(await searchParams));
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Choose a new password</h1>
      {token ? (
        <>
          <p className="text-sm text-gray-700">
            Saving it signs you out everywhere; then sign in with the new password.
          </p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <Notice tone="error">
          This page needs the link from our email.{" "}
          <Link href="/forgot-password" className="underline">
            Ask for a new link
          </Link>
          .
        </Notice>
      )}
    </div>
  );
}
